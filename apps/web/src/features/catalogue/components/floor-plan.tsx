// The unit's picture, chosen by its description text (SPEC §2.5): a drawn floor plan per unit
// type, made here (no network, no text inside the picture). Decorative: the page names the unit.
import type { TypologyCode } from '@vitrina/contracts';

/** The unit type a description names ('CONDO Depto. -Estudio Garden' → EG …); 2R when unknown. */
export function planOf(description: string): TypologyCode {
  const d = description.toUpperCase();
  if (d.includes('ESTUDIO') && d.includes('PH')) return 'EPH';
  if (d.includes('GARDEN')) return 'EG';
  if (d.includes('ESTUDIO')) return 'ESP';
  if (d.includes('PH')) return 'PH';
  if (/\b3\s*REC/.test(d)) return '3R';
  if (/\b1\s*REC/.test(d)) return '1R';
  return '2R';
}

interface Room {
  x: number;
  y: number;
  w: number;
  h: number;
  kind: 'bed' | 'bath' | 'living' | 'kitchen' | 'terrace' | 'garden';
}

const BED = (x: number, y: number, w: number, h: number): Room => ({ x, y, w, h, kind: 'bed' });
const BATH = (x: number, y: number, w: number, h: number): Room => ({ x, y, w, h, kind: 'bath' });

/** Room layouts on a 400 × 260 canvas. */
const PLANS: Record<TypologyCode, Room[]> = {
  ESP: [
    { x: 20, y: 20, w: 240, h: 220, kind: 'living' },
    { x: 260, y: 20, w: 120, h: 120, kind: 'kitchen' },
    BATH(260, 140, 120, 100),
  ],
  EG: [
    { x: 20, y: 20, w: 200, h: 160, kind: 'living' },
    { x: 220, y: 20, w: 90, h: 90, kind: 'kitchen' },
    BATH(220, 110, 90, 70),
    { x: 20, y: 180, w: 360, h: 60, kind: 'garden' },
    { x: 310, y: 20, w: 70, h: 160, kind: 'terrace' },
  ],
  EPH: [
    { x: 20, y: 20, w: 210, h: 170, kind: 'living' },
    { x: 230, y: 20, w: 80, h: 90, kind: 'kitchen' },
    BATH(230, 110, 80, 80),
    { x: 20, y: 190, w: 360, h: 50, kind: 'terrace' },
  ],
  '1R': [
    BED(20, 20, 150, 130),
    BATH(20, 150, 90, 90),
    { x: 170, y: 20, w: 210, h: 130, kind: 'living' },
    { x: 110, y: 150, w: 170, h: 90, kind: 'kitchen' },
    { x: 280, y: 150, w: 100, h: 90, kind: 'terrace' },
  ],
  '2R': [
    BED(20, 20, 130, 120),
    BED(20, 140, 130, 100),
    BATH(150, 20, 70, 70),
    BATH(150, 90, 70, 50),
    { x: 220, y: 20, w: 160, h: 140, kind: 'living' },
    { x: 150, y: 140, w: 130, h: 100, kind: 'kitchen' },
    { x: 280, y: 160, w: 100, h: 80, kind: 'terrace' },
  ],
  '3R': [
    BED(20, 20, 120, 110),
    BED(20, 130, 110, 110),
    BED(130, 130, 100, 110),
    BATH(140, 20, 60, 55),
    BATH(140, 75, 60, 55),
    { x: 200, y: 20, w: 180, h: 110, kind: 'living' },
    { x: 230, y: 130, w: 90, h: 110, kind: 'kitchen' },
    { x: 320, y: 130, w: 60, h: 110, kind: 'terrace' },
  ],
  PH: [
    BED(20, 20, 130, 120),
    BED(20, 140, 130, 100),
    BATH(150, 20, 70, 60),
    BATH(150, 80, 70, 60),
    { x: 220, y: 20, w: 160, h: 120, kind: 'living' },
    { x: 150, y: 140, w: 120, h: 100, kind: 'kitchen' },
    { x: 270, y: 140, w: 110, h: 100, kind: 'terrace' },
  ],
};

const FILL: Record<Room['kind'], string> = {
  bed: '#f3ead9',
  bath: '#dcece9',
  living: '#fbf8f2',
  kitchen: '#ebe1cf',
  terrace: '#e4ddd0',
  garden: '#cfe3d4',
};

function Furniture({ room }: { room: Room }) {
  const cx = room.x + room.w / 2;
  const cy = room.y + room.h / 2;
  switch (room.kind) {
    case 'bed':
      return (
        <g>
          <rect x={cx - 26} y={cy - 30} width={52} height={60} rx={4} fill="#fff" stroke="#b08d57" />
          <rect x={cx - 22} y={cy - 26} width={44} height={12} rx={3} fill="#d8bd8a" />
        </g>
      );
    case 'bath':
      return <circle cx={cx} cy={cy} r={Math.min(room.w, room.h) / 5} fill="#fff" stroke="#3e8e93" />;
    case 'living':
      return (
        <g>
          <rect x={cx - 40} y={cy + 10} width={80} height={22} rx={6} fill="#d8bd8a" />
          <rect x={cx - 18} y={cy - 22} width={36} height={22} rx={3} fill="#fff" stroke="#b08d57" />
        </g>
      );
    case 'kitchen':
      return <rect x={room.x + 10} y={room.y + 10} width={room.w - 20} height={14} rx={2} fill="#977441" opacity={0.5} />;
    case 'garden':
      return (
        <g fill="#3e8e93" opacity={0.45}>
          <circle cx={room.x + 40} cy={cy} r={12} />
          <circle cx={room.x + 90} cy={cy} r={9} />
          <circle cx={room.x + room.w - 40} cy={cy} r={12} />
        </g>
      );
    default:
      return <line x1={room.x + 8} y1={room.y + room.h - 8} x2={room.x + room.w - 8} y2={room.y + room.h - 8} stroke="#b08d57" strokeDasharray="4 4" />;
  }
}

export function FloorPlan({ description, className }: { description: string; className?: string }) {
  const plan = PLANS[planOf(description)];
  return (
    <svg className={className} viewBox="0 0 400 260" width={400} height={260} role="presentation" aria-hidden="true" data-plan={planOf(description)}>
      <rect x={0} y={0} width={400} height={260} fill="#f5efe4" />
      {plan.map((room, i) => (
        <g key={i}>
          <rect x={room.x} y={room.y} width={room.w} height={room.h} fill={FILL[room.kind]} stroke="#2a2825" strokeWidth={3} />
          <Furniture room={room} />
        </g>
      ))}
      <rect x={18} y={18} width={364} height={224} fill="none" stroke="#141414" strokeWidth={6} />
    </svg>
  );
}
