// The shapes of the generated landing hero (generate-hero.mjs): a seeded random source and the
// sky, sea, land, building, palms and beach as SVG strings, each laid out by the framing's `L`.

/** Small deterministic PRNG (mulberry32) so the output is stable between runs. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const f = (n) => Math.round(n * 10) / 10;

export function defs({ W, H, L }) {
  return `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="${L.horizon}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#0f2a45"/>
    <stop offset="0.32" stop-color="#2f5676"/>
    <stop offset="0.58" stop-color="#a68590"/>
    <stop offset="0.78" stop-color="#dfa47e"/>
    <stop offset="0.93" stop-color="#f3c68f"/>
    <stop offset="1" stop-color="#f8dba9"/>
  </linearGradient>
  <radialGradient id="sunGlow" cx="${L.sun.x}" cy="${L.sun.y}" r="${W * 0.55}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#fff4d6" stop-opacity="0.95"/>
    <stop offset="0.08" stop-color="#ffd99a" stop-opacity="0.7"/>
    <stop offset="0.35" stop-color="#f3b275" stop-opacity="0.25"/>
    <stop offset="1" stop-color="#f3b275" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="sea" x1="0" y1="${L.horizon}" x2="0" y2="${L.shoreLeft}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#7c9a95"/>
    <stop offset="0.12" stop-color="#3f7b80"/>
    <stop offset="0.55" stop-color="#1f6d73"/>
    <stop offset="0.85" stop-color="#2f9c98"/>
    <stop offset="1" stop-color="#7fcdbd"/>
  </linearGradient>
  <linearGradient id="haze" x1="0" y1="${L.horizon - H * 0.08}" x2="0" y2="${L.horizon + H * 0.05}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#ffe2b0" stop-opacity="0"/>
    <stop offset="0.6" stop-color="#ffe2b0" stop-opacity="0.45"/>
    <stop offset="1" stop-color="#ffe2b0" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="sand" x1="0" y1="${L.shoreRight}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#f0d9b2"/>
    <stop offset="0.35" stop-color="#dcbd8f"/>
    <stop offset="1" stop-color="#a98a62"/>
  </linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#6e6258"/>
    <stop offset="0.45" stop-color="#3a4347"/>
    <stop offset="1" stop-color="#252d31"/>
  </linearGradient>
  <linearGradient id="slab" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#fff1dc"/>
    <stop offset="0.7" stop-color="#f1dcc0"/>
    <stop offset="1" stop-color="#c8ad92"/>
  </linearGradient>
  <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#e9d2b4"/>
    <stop offset="1" stop-color="#b39a83"/>
  </linearGradient>
  <linearGradient id="warmLight" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffb866" stop-opacity="0.28"/>
    <stop offset="0.6" stop-color="#ffb866" stop-opacity="0.06"/>
    <stop offset="1" stop-color="#203040" stop-opacity="0.22"/>
  </linearGradient>
  <linearGradient id="foreShade" x1="0" y1="${H * 0.72}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#2a2118" stop-opacity="0"/>
    <stop offset="1" stop-color="#2a2118" stop-opacity="0.55"/>
  </linearGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
    <stop offset="0.6" stop-color="#120d08" stop-opacity="0"/>
    <stop offset="1" stop-color="#120d08" stop-opacity="0.35"/>
  </radialGradient>
  <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${f(W * 0.004)}"/></filter>
  <filter id="softer" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${f(W * 0.012)}"/></filter>
</defs>`;
}

export function sky({ W, L }, rand) {
  let clouds = '';
  // Long, thin golden-hour wisps: warm near the horizon, cooler higher up.
  for (let i = 0; i < 7; i++) {
    const high = i < 3;
    const y = high ? L.horizon * (0.12 + rand() * 0.3) : L.horizon * (0.58 + rand() * 0.3);
    const x = rand() * W;
    const rx = W * (0.12 + rand() * 0.22);
    const ry = W * (0.002 + rand() * 0.004);
    const colour = high ? '#c3b4c4' : rand() > 0.5 ? '#f9d4a4' : '#eeae8a';
    clouds += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${colour}" opacity="${high ? 0.22 : 0.5}"/>`;
  }
  return `<rect width="${W}" height="${L.horizon + 2}" fill="url(#sky)"/>
<g filter="url(#soft)">${clouds}</g>
<rect width="${W}" height="${L.horizon + 2}" fill="url(#sunGlow)"/>
<circle cx="${L.sun.x}" cy="${L.sun.y}" r="${f(W * 0.022)}" fill="#fff3d2" filter="url(#soft)"/>
<circle cx="${L.sun.x}" cy="${L.sun.y}" r="${f(W * 0.016)}" fill="#fffaf0"/>`;
}

export function sea({ W, H, L }, rand) {
  let glitter = '';
  // The sun's path on the water: short gold strokes, denser and brighter near its column.
  for (let i = 0; i < 120; i++) {
    const t = rand();
    const y = L.horizon + 3 + t * t * (L.shoreLeft - L.horizon) * 0.95;
    const spread = W * (0.02 + t * 0.12);
    const x = L.sun.x + (rand() - 0.5) * 2 * spread * rand();
    const w = W * (0.006 + rand() * 0.03) * (0.4 + t);
    const o = (0.85 - t * 0.55) * (0.4 + rand() * 0.6);
    glitter += `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(1 + t * 2.2)}" rx="1" fill="#ffe1a3" opacity="${f(o * 100) / 100}"/>`;
  }
  let swell = '';
  for (let i = 0; i < 26; i++) {
    const t = rand();
    const y = L.horizon + 6 + t * t * (L.shoreLeft - L.horizon);
    const x = rand() * W;
    const w = W * (0.03 + rand() * 0.1) * (0.5 + t);
    swell += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(0.8 + t * 1.6)}" rx="1" fill="#d9f0ea" opacity="${f((0.06 + t * 0.12) * 100) / 100}"/>`;
  }
  return `<rect y="${L.horizon}" width="${W}" height="${H - L.horizon}" fill="url(#sea)"/>
<g>${swell}</g><g>${glitter}</g>
<rect y="${f(L.horizon - H * 0.08)}" width="${W}" height="${f(H * 0.13)}" fill="url(#haze)"/>`;
}

/** Land on the right behind the beach, running to the horizon, under a jungle canopy. */
export function land({ W, L }, rand) {
  const { landStartX: x0, horizon: h, landFront } = L;
  const shape = `M${x0} ${f(landFront + 6)} C ${f(x0 + (W - x0) * 0.2)} ${f(h + 10)}, ${f(x0 + (W - x0) * 0.4)} ${f(h + 4)}, ${W} ${f(h - 2)} L ${W} ${f(landFront + 40)} Z`;
  /** A canopy band: many small crowns whose tops catch the low sun on their left. */
  const canopy = (count, yFrom, yTo, rMin, rMax, dark, rim, rimOpacity) => {
    let rims = '';
    let crowns = '';
    for (let i = 0; i < count; i++) {
      const t = rand();
      const x = x0 + t * (W - x0) + (rand() - 0.5) * 20;
      const top = yFrom(t);
      const y = top + rand() * (yTo(t) - top);
      const r = rMin + rand() * (rMax - rMin);
      rims += `<circle cx="${f(x - r * 0.22)}" cy="${f(y - r * 0.22)}" r="${f(r)}"/>`;
      crowns += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/>`;
    }
    return `<g fill="${rim}" opacity="${rimOpacity}">${rims}</g><g fill="${dark}">${crowns}</g>`;
  };
  const far = (t) => h + (landFront - h) * (1 - t) * 0.45 + 4;
  const near = (t) => h + (landFront - h) * (1 - t) * 0.7 + 14;
  return `<path d="${shape}" fill="#3a4f42"/>
${canopy(70, far, (t) => near(t) + 6, W * 0.006, W * 0.012, '#4d5e4b', '#b7a071', 0.7)}
${canopy(90, near, () => landFront - 4, W * 0.007, W * 0.016, '#1e3327', '#8f8552', 0.85)}`;
}

export function building({ L }, rand) {
  const { x, base, width, levels, levelH } = L.building;
  const slabH = levelH * 0.16;
  let out = '';
  let clip = '';
  let top = base;
  for (let i = 0; i < levels; i++) {
    // The two upper levels step back: terraces, as low-rise beachfront buildings do.
    const inset = i >= levels - 2 ? width * 0.1 * (i - (levels - 3)) : 0;
    const lx = x + inset;
    const lw = width - inset - (i >= levels - 2 ? width * 0.04 : 0);
    const y = base - (i + 1) * levelH;
    top = y;
    const glassY = y + slabH;
    const glassH = levelH - slabH;
    clip += `<rect x="${f(lx)}" y="${f(y)}" width="${f(lw)}" height="${f(levelH)}"/>`;
    out += `<rect x="${f(lx)}" y="${f(glassY)}" width="${f(lw)}" height="${f(glassH)}" fill="url(#glass)"/>`;
    // Lit rooms: a few warm panes, more towards the shade side where lights are already on.
    const bays = Math.round(lw / (levelH * 0.85));
    const bayW = lw / bays;
    for (let b = 0; b < bays; b++) {
      const bx = lx + b * bayW;
      if (rand() < 0.18 + (b / bays) * 0.3) {
        out += `<rect x="${f(bx + 2)}" y="${f(glassY + 1)}" width="${f(bayW - 4)}" height="${f(glassH - 2)}" fill="#f2b45f" opacity="${f((0.35 + rand() * 0.35) * 100) / 100}"/>`;
      }
      // Sky reflected in the glass on the sun side.
      if (b < bays * 0.4 && rand() < 0.5) {
        out += `<rect x="${f(bx + 2)}" y="${f(glassY + 1)}" width="${f(bayW * 0.5)}" height="${f(glassH - 2)}" fill="#ffd7a0" opacity="0.22"/>`;
      }
      out += `<rect x="${f(bx)}" y="${f(glassY)}" width="${f(Math.max(1.2, bayW * 0.04))}" height="${f(glassH)}" fill="#1c2326" opacity="0.7"/>`;
    }
    // Glass balustrade and its top rail.
    out += `<rect x="${f(lx)}" y="${f(glassY + glassH * 0.58)}" width="${f(lw)}" height="${f(glassH * 0.42)}" fill="#e6f1ee" opacity="0.2"/>`;
    out += `<rect x="${f(lx)}" y="${f(glassY + glassH * 0.58)}" width="${f(lw)}" height="1.4" fill="#fff4e2" opacity="0.75"/>`;
    // Floor slab edge catching the low sun, and an end wall in shade.
    out += `<rect x="${f(lx - 3)}" y="${f(y)}" width="${f(lw + 6)}" height="${f(slabH)}" fill="url(#slab)"/>`;
    out += `<rect x="${f(lx + lw - width * 0.05)}" y="${f(glassY)}" width="${f(width * 0.05)}" height="${f(glassH)}" fill="url(#wall)"/>`;
  }
  // Roof slab and a pergola on the top terrace.
  const roofX = x + width * 0.2;
  const roofW = width * 0.76;
  out += `<rect x="${f(roofX - 4)}" y="${f(top - slabH * 1.3)}" width="${f(roofW + 8)}" height="${f(slabH * 1.3)}" fill="url(#slab)"/>`;
  for (let p = 0; p < 12; p++) {
    out += `<rect x="${f(roofX + 8 + p * (roofW * 0.5) / 12)}" y="${f(top - slabH * 1.3 - levelH * 0.55)}" width="2" height="${f(levelH * 0.55)}" fill="#d9c2a4" opacity="0.9"/>`;
  }
  out += `<rect x="${f(roofX + 4)}" y="${f(top - slabH * 1.3 - levelH * 0.6)}" width="${f(roofW * 0.54)}" height="3" fill="#f3e2c8"/>`;
  const bx0 = x - 4;
  return `<clipPath id="bldg">${clip}</clipPath>
<ellipse cx="${f(x + width * 0.6)}" cy="${f(base + 4)}" rx="${f(width * 0.62)}" ry="${f(levelH * 0.35)}" fill="#1c2a22" opacity="0.55" filter="url(#soft)"/>
<g>${out}</g>
<rect x="${f(bx0)}" y="${f(top)}" width="${f(width + 8)}" height="${f(base - top)}" fill="url(#warmLight)" clip-path="url(#bldg)"/>
${shrubs(x - width * 0.08, x + width * 1.1, base, levelH, rand)}`;
}

/** Low planting along the building's base, so it stands in a garden, not on a line. */
export function shrubs(from, to, base, levelH, rand) {
  let rims = '';
  let crowns = '';
  for (let x = from; x < to; x += levelH * (0.35 + rand() * 0.3)) {
    const r = levelH * (0.3 + rand() * 0.35);
    const y = base + levelH * 0.25 - rand() * levelH * 0.2;
    rims += `<circle cx="${f(x - r * 0.25)}" cy="${f(y - r * 0.25)}" r="${f(r)}"/>`;
    crowns += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/>`;
  }
  return `<g fill="#9a8d56" opacity="0.8">${rims}</g><g fill="#1d3226">${crowns}</g>`;
}

/** A palm: tapered curved trunk and drooping fronds with serrated (pinnate) edges. */
export function palm(cx, groundY, height, lean, scale, rand, colour = '#1a2620') {
  const topX = cx + lean;
  const topY = groundY - height;
  const w0 = 8 * scale;
  const w1 = 3.5 * scale;
  const midX = cx + lean * 0.15;
  const midY = groundY - height * 0.5;
  let s = `<path d="M${f(cx - w0)} ${f(groundY)} Q ${f(midX - w0 * 0.7)} ${f(midY)} ${f(topX - w1)} ${f(topY)} L ${f(topX + w1)} ${f(topY)} Q ${f(midX + w0 * 0.7)} ${f(midY)} ${f(cx + w0)} ${f(groundY)} Z"/>`;
  const fronds = 10;
  for (let i = 0; i < fronds; i++) {
    const angle = -Math.PI * 1.08 + (i / (fronds - 1)) * Math.PI * 1.16 + (rand() - 0.5) * 0.25;
    const len = (95 + rand() * 45) * scale;
    const cosA = Math.cos(angle);
    const tipX = topX + cosA * len;
    const tipY = topY + Math.sin(angle) * len * 0.45 + (0.25 + Math.abs(cosA) * 0.75) * len * 0.6;
    const cX = topX + cosA * len * 0.55;
    const cY = topY + Math.sin(angle) * len * 0.55 - len * 0.22;
    const at = (t) => ({
      x: (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * cX + t * t * tipX,
      y: (1 - t) * (1 - t) * topY + 2 * (1 - t) * t * cY + t * t * tipY,
    });
    // Leaflets hang below the rib: a serrated lower edge, a thin upper edge.
    const upper = [];
    const lower = [];
    const steps = 16;
    for (let k = 0; k <= steps; k++) {
      const t = k / steps;
      const p = at(t);
      const width = Math.sin(Math.PI * Math.min(1, t * 1.15)) * 20 * scale;
      const hang = k % 2 === 0 ? width : width * 0.35;
      upper.push(`${f(p.x)} ${f(p.y - width * 0.12)}`);
      lower.push(`${f(p.x + Math.sign(cosA || 1) * hang * 0.25)} ${f(p.y + hang)}`);
    }
    s += `<path d="M${upper.join(' L')} L${lower.reverse().join(' L')} Z"/>`;
  }
  return `<g fill="${colour}">${s}</g>`;
}

export function beach({ W, H, L }, rand) {
  const shore = `M0 ${L.shoreLeft} C ${f(W * 0.3)} ${f(L.shoreLeft - 8)}, ${f(W * 0.55)} ${f(L.shoreRight + 30)}, ${W} ${L.shoreRight} L ${W} ${H} L 0 ${H} Z`;
  const foam = `M0 ${L.shoreLeft - 3} C ${f(W * 0.3)} ${f(L.shoreLeft - 11)}, ${f(W * 0.55)} ${f(L.shoreRight + 27)}, ${W} ${L.shoreRight - 3}`;
  let ripples = '';
  for (let i = 0; i < 14; i++) {
    const y = L.shoreRight + 20 + rand() * (H - L.shoreRight - 20);
    const x = rand() * W;
    const w = W * (0.1 + rand() * 0.2);
    ripples += `<path d="M${f(x)} ${f(y)} q ${f(w / 2)} -6 ${f(w)} 0" stroke="#fff3dc" stroke-width="1.2" fill="none" opacity="0.22"/>`;
  }
  return `<path d="${shore}" fill="url(#sand)"/>
<path d="${foam}" stroke="#f4fbf7" stroke-width="3" fill="none" opacity="0.85"/>
<path d="${foam}" transform="translate(0 7)" stroke="#c9ab7f" stroke-width="6" fill="none" opacity="0.45" filter="url(#soft)"/>
<g>${ripples}</g>`;
}
