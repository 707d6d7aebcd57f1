// The drawings behind illustrations.ts: each item kind as a few flat shapes on a 400 × 300 grid,
// standing on the floor line y = 236, centred on x = 200, coloured only from the palette.

export interface Palette {
  bg: string;
  bgLow: string;
  backdrop: string;
  floor: string;
  /** Main colour of the piece (upholstery, lacquer). */
  body: string;
  bodyDark: string;
  bodyLight: string;
  /** Light textiles: bedding, towels, cushions. */
  fabric: string;
  fabricDark: string;
  wood: string;
  woodDark: string;
  metal: string;
  metalDark: string;
  accent: string;
  accentDark: string;
  screen: string;
  glass: string;
  appliance: string;
  applianceDark: string;
  leaf: string;
  leafDark: string;
  shadow: string;
  ornament: 'none' | 'ring' | 'arc';
}

const F = 236; // floor line

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width = 1.6, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
/** Soft contact shadow under a piece. */
const shadow = (p: Palette, cx: number, rx: number, y = F, ry = 6) =>
  ell(cx, y, rx * 1.1, ry * 1.6, 'url(#shade)');
/** A tapered furniture leg from (x, top) to the floor. */
const leg = (x: number, top: number, fill: string, w = 6, bottom = F) =>
  path(`M${x} ${top} h${w} l-1.4 ${bottom - top} h${-(w - 2.8)} z`, fill);

const sofa = (p: Palette) =>
  shadow(p, 200, 122) +
  leg(104, 214, p.woodDark) + leg(290, 214, p.woodDark) +
  rect(100, 128, 200, 70, p.bodyDark, 16) +
  [0, 1, 2].map((i) => rect(112 + i * 60, 136, 56, 52, p.body, 12)).join('') +
  rect(92, 184, 216, 34, p.bodyDark, 10) +
  [0, 1, 2].map((i) => rect(110 + i * 60, 176, 60, 22, p.bodyLight, 8)).join('') +
  rect(82, 160, 32, 60, p.body, 13) + rect(286, 160, 32, 60, p.body, 13) +
  path('M122 170 l28 -30 l20 26 l-28 18 z', p.accent) +
  path('M272 172 l-22 -26 l-24 18 l22 20 z', p.fabric);

const armchair = (p: Palette) =>
  shadow(p, 200, 80) +
  leg(142, 212, p.woodDark) + leg(252, 212, p.woodDark) +
  rect(146, 110, 108, 88, p.bodyDark, 18) +
  rect(156, 118, 88, 70, p.body, 14) +
  rect(138, 186, 124, 32, p.bodyDark, 10) +
  rect(152, 176, 96, 22, p.bodyLight, 8) +
  rect(126, 150, 30, 70, p.body, 13) + rect(244, 150, 30, 70, p.body, 13) +
  path('M182 172 l18 -26 l20 24 l-18 12 z', p.accent);

const coffeeTable = (p: Palette) =>
  shadow(p, 200, 96) +
  leg(140, 192, p.woodDark, 7) + leg(254, 192, p.woodDark, 7) + leg(196, 196, p.wood, 7) +
  ell(200, 214, 74, 8, p.woodDark, ' opacity="0.55"') +
  ell(200, 192, 100, 16, p.woodDark) + ell(200, 187, 100, 16, p.wood) +
  rect(160, 170, 44, 8, p.body, 2) + rect(164, 163, 38, 7, p.accent, 2) +
  path('M224 180 q18 14 36 0 z', p.fabric) + ell(242, 180, 18, 3.5, p.fabricDark) +
  ell(236, 176, 5, 5, p.accent) + ell(246, 177, 4.5, 4.5, p.leaf);

const tv = (p: Palette) =>
  shadow(p, 200, 118) +
  leg(100, 218, p.woodDark) + leg(294, 218, p.woodDark) +
  rect(90, 186, 220, 36, p.wood, 5) +
  line('M163 190 v28 M237 190 v28', p.woodDark, 1.4) +
  ell(150, 205, 2, 2, p.metal) + ell(250, 205, 2, 2, p.metal) +
  rect(190, 174, 20, 12, p.metalDark, 2) +
  rect(108, 70, 184, 108, p.screen, 5) + rect(113, 75, 174, 98, 'url(#screen)', 3) +
  path('M113 173 L203 75 h36 L149 173 z', '#FFFFFF', ' opacity="0.07"') +
  rect(278, 160, 10, 26, p.accent, 4) + ell(283, 158, 9, 6, p.leaf);

const rug = (p: Palette) =>
  shadow(p, 200, 150, 250, 8) +
  path('M118 182 H282 L338 256 H62 Z', p.body) +
  path('M128 188 H272 L318 250 H82 Z', 'none', ` stroke="${p.fabric}" stroke-width="2.4"`) +
  path('M200 196 L246 219 L200 242 L154 219 Z', p.accent) +
  path('M200 207 L224 219 L200 231 L176 219 Z', p.fabric) +
  path('M118 219 l14 -9 l14 9 l-14 9 z M254 219 l14 -9 l14 9 l-14 9 z', p.bodyDark) +
  line(Array.from({ length: 18 }, (_, i) => `M${70 + i * 15.3} 256 v6`).join(' '), p.fabricDark, 1.4);

const art = (p: Palette) =>
  shadow(p, 200, 78) +
  path('M144 56 H256 L262 232 H138 Z', p.shadow, ' opacity="0.08"') +
  rect(138, 52, 124, 182, p.woodDark, 3) + rect(145, 59, 110, 168, p.fabric, 1) +
  rect(157, 71, 86, 144, p.bodyLight) +
  ell(216, 112, 18, 18, p.accent) +
  path('M157 215 V166 Q184 136 210 160 T243 150 V215 Z', p.body) +
  path('M157 215 V188 Q190 170 243 192 V215 Z', p.bodyDark) +
  rect(232, 168, 64, 66, p.metal, 2) + rect(237, 173, 54, 56, p.fabric) +
  path('M244 222 L262 190 L282 222 Z', p.accentDark) + ell(270, 192, 6, 6, p.bodyDark);

const lamp = (p: Palette) =>
  shadow(p, 200, 40) +
  ell(200, 232, 30, 6, p.metalDark) + rect(198, 104, 4, 128, p.metal, 2) +
  path('M166 58 H234 L252 112 H148 Z', p.fabric) +
  path('M166 58 H234 L238 70 H162 Z', p.fabricDark) +
  ell(200, 112, 52, 5, p.accent, ' opacity="0.5"') +
  ell(200, 96, 66, 40, 'url(#glow)');

const diningTable = (p: Palette) =>
  shadow(p, 200, 120) +
  leg(106, 184, p.woodDark, 8) + leg(286, 184, p.woodDark, 8) + leg(132, 180, p.wood, 7) + leg(262, 180, p.wood, 7) +
  path('M118 164 H282 L314 180 H86 Z', p.wood) + rect(86, 180, 228, 8, p.woodDark, 2) +
  path('M188 164 q-2 -18 6 -26 h12 q8 8 6 26 z', p.fabric) +
  line('M200 140 q-6 -26 -22 -38 M200 142 q10 -28 26 -36', p.leafDark, 1.6) +
  ell(178, 104, 6, 3, p.leaf) + ell(226, 108, 6, 3, p.leaf) + ell(192, 120, 5, 2.6, p.leaf) +
  ell(150, 170, 16, 3.4, p.fabricDark) + ell(250, 170, 16, 3.4, p.fabricDark);

const chair = (p: Palette) =>
  shadow(p, 200, 60) +
  line('M164 214 H238', p.woodDark, 3) +
  path('M234 236 H242 L245 180 L252 104 H244 L237 180 Z', p.woodDark) +
  rect(230, 92, 26, 76, p.body, 11, ' transform="rotate(6 243 130)"') +
  rect(236, 100, 12, 58, p.bodyLight, 6, ' transform="rotate(6 243 130)"') +
  leg(156, 184, p.wood, 8) +
  rect(150, 174, 102, 14, p.bodyDark, 6) + rect(148, 166, 104, 14, p.body, 7) + rect(156, 167, 84, 5, p.bodyLight, 2.5);

const stool = (p: Palette) =>
  shadow(p, 200, 52) +
  line('M178 134 L160 234 M222 134 L240 234 M190 136 L184 230 M210 136 L216 230', p.metal, 4) +
  ell(200, 196, 34, 7, 'none', ` stroke="${p.metalDark}" stroke-width="3"`) +
  ell(200, 132, 46, 12, p.bodyDark) + ell(200, 126, 46, 12, p.body) + ell(196, 123, 26, 5, p.bodyLight, ' opacity="0.7"');

const cookware = (p: Palette) =>
  shadow(p, 180, 96) +
  rect(102, 166, 140, 66, p.body, 14) + rect(102, 166, 140, 14, p.bodyDark, 6) +
  rect(86, 172, 22, 10, p.metalDark, 5) + rect(236, 172, 22, 10, p.metalDark, 5) +
  ell(172, 162, 74, 10, p.metal) + ell(172, 158, 70, 8, p.metalDark, ' opacity="0.35"') +
  rect(164, 140, 16, 14, p.metalDark, 5) +
  path('M118 188 h16 v40 h-16 z', '#FFFFFF', ' opacity="0.12"') +
  ell(276, 224, 40, 9, p.metalDark) + ell(276, 220, 40, 9, p.body) + ell(276, 220, 32, 6, p.bodyDark) +
  rect(308, 214, 44, 8, p.wood, 4, ' transform="rotate(-8 308 218)"');

const dishes = (p: Palette) =>
  shadow(p, 196, 104) +
  [0, 1, 2, 3, 4].map((i) => ell(150, 226 - i * 8, 58, 11, i % 2 ? p.fabricDark : p.fabric)).join('') +
  ell(150, 192, 40, 6, p.accent, ' opacity="0.8"') +
  path('M212 196 Q216 232 254 232 Q292 232 296 196 Z', p.body) + ell(254, 196, 42, 8, p.bodyLight) +
  rect(296, 206, 32, 30, p.fabric, 8) + path('M328 212 q14 0 12 10 q-2 8 -12 8', 'none', ` stroke="${p.fabricDark}" stroke-width="4"`) +
  ell(312, 206, 16, 4, p.fabricDark);

const coffeeMaker = (p: Palette) =>
  shadow(p, 200, 82) +
  rect(130, 84, 140, 150, p.appliance, 14) + rect(130, 84, 140, 28, p.applianceDark, 12) +
  rect(146, 120, 108, 44, p.body, 8) + ell(228, 142, 9, 9, p.accent) + ell(176, 142, 5, 5, p.fabric) + ell(196, 142, 5, 5, p.fabric) +
  rect(182, 168, 36, 12, p.metalDark, 4) + rect(218, 170, 40, 7, p.woodDark, 3) +
  rect(186, 196, 28, 24, p.fabric, 6) + rect(146, 222, 108, 8, p.metalDark, 3) +
  line('M192 186 v6 M200 186 v8 M208 186 v6', p.woodDark, 1.4, ' opacity="0.6"');

const bed = (p: Palette) =>
  shadow(p, 200, 134, F, 7) +
  rect(112, 96, 176, 104, p.body, 16) + rect(120, 104, 160, 60, p.bodyLight, 12) +
  path('M126 156 H274 L312 202 H88 Z', p.fabric) +
  rect(134, 140, 60, 26, p.fabricDark, 10) + rect(206, 140, 60, 26, p.fabricDark, 10) +
  rect(140, 134, 56, 24, p.fabric, 10) + rect(204, 134, 56, 24, p.fabric, 10) +
  path('M104 178 H296 L312 202 H88 Z', p.accent) +
  rect(88, 202, 224, 18, p.accentDark, 4) + rect(92, 220, 216, 8, p.woodDark, 3) +
  leg(96, 226, p.woodDark, 7) + leg(297, 226, p.woodDark, 7);

const nightstand = (p: Palette) =>
  shadow(p, 200, 58) +
  leg(160, 210, p.woodDark) + leg(234, 210, p.woodDark) +
  rect(154, 150, 92, 62, p.wood, 5) + rect(150, 144, 100, 9, p.woodDark, 3) +
  line('M160 180 H240', p.woodDark, 1.4) + rect(190, 163, 20, 4, p.metal, 2) + rect(190, 193, 20, 4, p.metal, 2) +
  rect(166, 128, 36, 16, p.body, 2) + rect(170, 120, 30, 8, p.accent, 2) +
  path('M222 144 q-8 -10 0 -24 h8 q8 14 0 24 z', p.fabric) + line('M226 120 q-6 -16 4 -26', p.leafDark, 1.4) + ell(231, 96, 5, 2.5, p.leaf);

const bedding = (p: Palette) =>
  shadow(p, 200, 114) +
  rect(96, 184, 208, 48, p.fabric, 10) + line('M110 208 H290', p.fabricDark, 1.6) +
  rect(104, 150, 192, 40, p.accent, 10) + line('M116 170 H284', p.accentDark, 1.6) +
  rect(118, 104, 84, 48, p.fabricDark, 18) + rect(124, 108, 76, 40, p.fabric, 16) +
  rect(198, 108, 84, 46, p.body, 18) + rect(204, 112, 72, 38, p.bodyLight, 15);

const wardrobe = (p: Palette) =>
  shadow(p, 200, 82) +
  leg(138, 222, p.woodDark) + leg(256, 222, p.woodDark) +
  rect(134, 50, 132, 176, p.wood, 5) + rect(128, 44, 144, 10, p.woodDark, 3) +
  rect(140, 58, 58, 160, p.bodyLight, 3) + rect(202, 58, 58, 160, p.bodyLight, 3) +
  rect(188, 116, 4, 34, p.metal, 2) + rect(208, 116, 4, 34, p.metal, 2) +
  path('M146 64 h20 l-20 40 z', '#FFFFFF', ' opacity="0.12"');

const desk = (p: Palette) =>
  shadow(p, 200, 116) +
  line('M104 170 L96 236 M120 170 L128 236', p.metalDark, 3.4) +
  rect(228, 170, 70, 60, p.wood, 4) + line('M232 199 H294', p.woodDark, 1.4) +
  rect(256, 182, 16, 3.4, p.metal, 1.7) + rect(256, 212, 16, 3.4, p.metal, 1.7) +
  rect(92, 160, 216, 12, p.woodDark, 3) + rect(92, 158, 216, 6, p.wood, 3) +
  path('M150 158 L158 114 H222 L216 158 Z', p.screen) + path('M154 156 L161 118 H218 L213 156 Z', 'url(#screen)') +
  rect(140, 154, 92, 5, p.metal, 2) +
  rect(262, 136, 14, 22, p.accent, 3) + ell(269, 130, 12, 8, p.leaf);

const mirror = (p: Palette) =>
  shadow(p, 200, 62) +
  path('M150 232 V98 A50 50 0 0 1 250 98 V232 Z', p.metal) +
  path('M158 228 V100 A42 42 0 0 1 242 100 V228 Z', 'url(#glass)') +
  path('M166 190 L230 112 V134 L166 212 Z', '#FFFFFF', ' opacity="0.35"') +
  path('M170 226 L236 146 V158 L180 226 Z', '#FFFFFF', ' opacity="0.25"') +
  rect(146, 228, 108, 8, p.metalDark, 3);

const towels = (p: Palette) =>
  shadow(p, 196, 110) +
  rect(100, 204, 150, 30, p.fabric, 9) + line('M112 218 H238', p.fabricDark, 1.4) +
  rect(106, 176, 140, 30, p.accent, 9) + line('M118 190 H234', p.accentDark, 1.4) +
  rect(112, 150, 128, 28, p.body, 9) + line('M124 163 H228', p.bodyDark, 1.4) +
  rect(120, 128, 112, 24, p.fabric, 8) +
  ell(282, 212, 24, 24, p.accent) + ell(282, 212, 15, 15, p.accentDark) + ell(282, 212, 6, 6, p.accent) +
  ell(312, 222, 14, 14, p.fabricDark) + ell(312, 222, 8, 8, p.fabric);

const lounger = (p: Palette) =>
  shadow(p, 206, 130) +
  line('M96 232 L110 198 M236 232 L226 198', p.metalDark, 4) + ell(96, 228, 7, 7, p.metalDark) +
  path('M84 190 H244 L318 112 L330 120 L258 204 H84 Z', p.wood) +
  path('M90 182 H240 L310 108 L322 116 L250 194 H90 Z', p.body) +
  rect(296, 90, 36, 22, p.fabric, 9, ' transform="rotate(-46 314 101)"') +
  line('M130 182 v10 M170 182 v10 M210 182 v10', p.bodyDark, 1.4);

const plant = (p: Palette) =>
  shadow(p, 200, 60) +
  line('M200 170 Q196 128 160 100 M200 170 Q204 120 232 84 M200 170 Q190 140 152 148 M200 170 Q214 138 252 132 M200 170 Q200 120 196 72', p.leafDark, 2.4) +
  ell(158, 98, 26, 13, p.leaf, ' transform="rotate(32 158 98)"') + ell(234, 82, 26, 13, p.leafDark, ' transform="rotate(-48 234 82)"') +
  ell(148, 148, 24, 11, p.leafDark, ' transform="rotate(-12 148 148)"') + ell(254, 130, 26, 12, p.leaf, ' transform="rotate(14 254 130)"') +
  ell(196, 68, 14, 26, p.leaf) + ell(178, 124, 18, 9, p.leaf, ' transform="rotate(40 178 124)"') +
  path('M162 170 H238 L228 234 H172 Z', p.body) + rect(156, 164, 88, 14, p.bodyDark, 4);

const washer = (p: Palette) =>
  shadow(p, 200, 86) +
  rect(136, 72, 128, 162, p.appliance, 10) + rect(136, 72, 128, 30, p.applianceDark, 10) +
  rect(146, 82, 44, 10, p.screen, 3) + ell(238, 87, 8, 8, p.accent) + ell(216, 87, 4, 4, p.metal) +
  ell(200, 164, 46, 46, p.metal) + ell(200, 164, 38, 38, p.screen) + ell(200, 164, 34, 34, 'url(#glass)', ' opacity="0.55"') +
  path('M178 150 Q196 134 218 146', 'none', ` stroke="#FFFFFF" stroke-width="3" opacity="0.6"`) +
  rect(136, 226, 128, 8, p.applianceDark, 3);

export const DRAWINGS = {
  sofa, armchair, coffeeTable, tv, rug, art, lamp, diningTable, chair, stool, cookware, dishes,
  coffeeMaker, bed, nightstand, bedding, wardrobe, desk, mirror, towels, lounger, plant, washer,
} satisfies Record<string, (p: Palette) => string>;
