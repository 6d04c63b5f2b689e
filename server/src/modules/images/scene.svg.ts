import { seededRandom, type Random } from './random';
import type { Climate, Scenery, VillaStyle } from './scenery';

/**
 * Deterministic SVG illustrations standing in for photographs: layered sky, sun, hills or
 * mountains, sea, a villa, its pool and vegetation, all varying with the climate. Output has
 * no script, no external reference and no text; the same seed always gives the same bytes.
 */

export type SceneKind = 'villa' | 'view' | 'landscape' | 'dusk' | 'pool';
type Light = 'day' | 'golden' | 'dusk' | 'night';

export interface SceneOptions {
  seed: string;
  scenery: Scenery;
  kind: SceneKind;
  width?: number;
  height?: number;
  /** Fairy lights, fireworks or a star for the festive offers. */
  festive?: 'lights' | 'fireworks';
}

interface Palette {
  sky: Record<Light, [string, string]>;
  sea: [string, string];
  hills: [string, string, string];
  ground: string;
  shore: string;
  foliage: [string, string];
  walls: string[];
  roof: string;
  accent: string[];
}

const palettes: Record<Climate, Palette> = {
  mediterranean: {
    sky: { day: ['#4f9ad8', '#cfe9f8'], golden: ['#5f86c4', '#f9d9a0'], dusk: ['#2b3a6b', '#f08a5d'], night: ['#0f1c3d', '#3a4f7a'] },
    sea: ['#2a8bc4', '#0c4d7e'],
    hills: ['#b9b98a', '#8e9b62', '#66783f'],
    ground: '#e6d3aa',
    shore: '#efe2c2',
    foliage: ['#5d7a3a', '#3f5a28'],
    walls: ['#fbf7ef', '#f3e4c8', '#ecd2ac', '#f6efe2'],
    roof: '#c0603a',
    accent: ['#2f6fa8', '#4c7d52', '#1f5d8f'],
  },
  tropical: {
    sky: { day: ['#2aa6e0', '#d2f4ff'], golden: ['#3b89c9', '#ffd59a'], dusk: ['#3b2d6b', '#ff8a65'], night: ['#0b1a36', '#2c4a78'] },
    sea: ['#29c6c9', '#0a7ea8'],
    hills: ['#4f9a54', '#2f7a3e', '#1f5c2e'],
    ground: '#f5e6bd',
    shore: '#fbf1d4',
    foliage: ['#2f8a3e', '#1d6a2c'],
    walls: ['#ffffff', '#f7f1e4', '#fdf3e0'],
    roof: '#9a7446',
    accent: ['#0f8fa0', '#e07a5f', '#2a9d8f'],
  },
  desert: {
    sky: { day: ['#5fa3d6', '#f6e3bf'], golden: ['#e99a52', '#fde6b8'], dusk: ['#4a2f5c', '#f2945a'], night: ['#1a1838', '#5a3f63'] },
    sea: ['#2e9fc0', '#136b94'],
    hills: ['#e9c48a', '#d9a866', '#c48a4a'],
    ground: '#edd1a0',
    shore: '#f4e0b8',
    foliage: ['#5b7f3a', '#3d5f28'],
    walls: ['#e7b98a', '#f0cfa4', '#d99a72', '#f5e6cf'],
    roof: '#b5673f',
    accent: ['#1e6f8c', '#b5473a', '#2f7f6f'],
  },
  arctic: {
    sky: { day: ['#7fb2dc', '#e6f2fb'], golden: ['#7a8fc4', '#f7d2b0'], dusk: ['#1b2450', '#7a6aa8'], night: ['#060d24', '#18305a'] },
    sea: ['#2d5f86', '#163a5c'],
    hills: ['#dfe9f3', '#b9cde0', '#8fa9c4'],
    ground: '#eef4fa',
    shore: '#dbe7f2',
    foliage: ['#1f4a3a', '#12352a'],
    walls: ['#7a4a2c', '#8a5a36', '#5e3a24'],
    roof: '#3d3f4a',
    accent: ['#ffcf6e', '#ffb84d', '#ffd98a'],
  },
  safari: {
    sky: { day: ['#6cabd9', '#f3e6c6'], golden: ['#e58a3a', '#fde1a6'], dusk: ['#5a2f4f', '#f28c3a'], night: ['#16142e', '#4a2f4a'] },
    sea: ['#5c8fa6', '#33637a'],
    hills: ['#c9a462', '#a9884a', '#8a6e38'],
    ground: '#d8b772',
    shore: '#c9a45c',
    foliage: ['#55662f', '#3a4a20'],
    walls: ['#c9a77a', '#b08a5c'],
    roof: '#8a6a3a',
    accent: ['#6a4a2a', '#a0522d'],
  },
  mountain: {
    sky: { day: ['#3f8fd6', '#dcefff'], golden: ['#5a7fc0', '#f8d6a8'], dusk: ['#2f3566', '#e88a6a'], night: ['#0d1a38', '#33507a'] },
    sea: ['#3a7fa8', '#1f5a7f'],
    hills: ['#8fb07a', '#5f8a4f', '#3e6638'],
    ground: '#a8b879',
    shore: '#c9c48f',
    foliage: ['#3f6f34', '#2a4f24'],
    walls: ['#d9c8a8', '#c9b48e', '#e4d6bc'],
    roof: '#7a4a32',
    accent: ['#b5473a', '#2f6f8f'],
  },
};

const f = (n: number) => (Math.round(n * 10) / 10).toString();

class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  id(prefix: string): string {
    return `${prefix}${this.ids++}`;
  }
  linear(stops: [number, string, number?][], vertical = true): string {
    const id = this.id('g');
    const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    this.defs.push(`<linearGradient id="${id}" ${dir}>${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('')}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: [number, string, number?][]): string {
    const id = this.id('r');
    this.defs.push(`<radialGradient id="${id}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('')}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(sd: number): string {
    const id = this.id('b');
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    return `url(#${id})`;
  }
  add(el: string): void {
    this.body.push(el);
  }
  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount)));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** A ridge line across the picture: sum of sines with random phases. */
function ridge(rnd: Random, w: number, base: number, amp: number, jagged: boolean): [number, number][] {
  const phases = [rnd.range(0, 6), rnd.range(0, 6), rnd.range(0, 6)];
  const freqs = [rnd.range(1, 2), rnd.range(2.5, 4.5), rnd.range(6, 9)];
  const steps = jagged ? 28 : 40;
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * w;
    const t = x / w;
    let y = Math.sin(t * freqs[0] * Math.PI + phases[0]) * 0.6 + Math.sin(t * freqs[1] * Math.PI + phases[1]) * 0.3;
    if (jagged) y += Math.abs(Math.sin(t * freqs[2] * Math.PI + phases[2])) * 0.6 - 0.3;
    points.push([x, base - y * amp]);
  }
  return points;
}

function ridgePath(points: [number, number][], w: number, h: number, smooth: boolean): string {
  let d = `M0 ${h} L${f(points[0][0])} ${f(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i];
    if (smooth) {
      const [px, py] = points[i - 1];
      d += ` Q${f(px)} ${f(py)} ${f((px + x) / 2)} ${f((py + y) / 2)}`;
    } else d += ` L${f(x)} ${f(y)}`;
  }
  return `${d} L${w} ${points[points.length - 1][1]} L${w} ${h} Z`;
}

function sky(svg: Svg, p: Palette, light: Light, horizon: number, rnd: Random, climate: Climate): void {
  const [top, bottom] = p.sky[light];
  svg.add(`<rect width="${svg.w}" height="${svg.h}" fill="${svg.linear([[0, top], [horizon / svg.h, bottom], [1, bottom]])}"/>`);
  if (light === 'night' || (climate === 'arctic' && light === 'dusk')) {
    let stars = '';
    for (let i = 0; i < 70; i++) stars += `<circle cx="${f(rnd.range(0, svg.w))}" cy="${f(rnd.range(0, horizon * 0.8))}" r="${f(rnd.range(0.6, 2))}" opacity="${f(rnd.range(0.4, 1))}"/>`;
    svg.add(`<g fill="#ffffff">${stars}</g>`);
  }
  if (climate === 'arctic' && (light === 'night' || light === 'dusk')) {
    // Aurora: soft green and violet curtains.
    const blur = svg.blur(18);
    for (let band = 0; band < 3; band++) {
      const y0 = rnd.range(60, horizon * 0.45);
      const colour = band === 2 ? '#b36bff' : '#5dffa8';
      const fill = svg.linear([[0, colour, 0], [0.5, colour, 0.55], [1, colour, 0]]);
      let d = `M${f(-50)} ${f(y0)}`;
      for (let x = 0; x <= svg.w + 100; x += 150) d += ` Q${f(x + 75)} ${f(y0 + rnd.range(-60, 60))} ${f(x + 150)} ${f(y0 + rnd.range(-30, 30))}`;
      d += ` L${svg.w + 100} ${f(y0 + 140)} L-50 ${f(y0 + 140)} Z`;
      svg.add(`<path d="${d}" fill="${fill}" filter="${blur}" opacity="${f(rnd.range(0.5, 0.85))}"/>`);
    }
  }
  // Sun or moon with a glow.
  const sunX = rnd.range(svg.w * 0.15, svg.w * 0.85);
  const sunY = light === 'day' ? rnd.range(90, horizon * 0.45) : light === 'night' ? rnd.range(80, 200) : horizon - rnd.range(40, 110);
  const sunColour = light === 'night' ? '#f4f1e1' : light === 'day' ? '#fff8d6' : '#ffd27a';
  svg.add(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${light === 'night' ? 120 : 220}" fill="${svg.radial([[0, sunColour, 0.6], [1, sunColour, 0]])}"/>`);
  svg.add(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${light === 'night' ? 26 : 46}" fill="${sunColour}"/>`);
  // A few soft clouds by day.
  if (light === 'day' || light === 'golden') {
    const blur = svg.blur(6);
    for (let i = 0; i < rnd.int(2, 4); i++) {
      const cx = rnd.range(0, svg.w);
      const cy = rnd.range(60, horizon * 0.55);
      const s = rnd.range(0.6, 1.3);
      svg.add(`<g fill="#ffffff" opacity="${f(rnd.range(0.55, 0.85))}" filter="${blur}"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(90 * s)}" ry="${f(22 * s)}"/><ellipse cx="${f(cx + 40 * s)}" cy="${f(cy - 14 * s)}" rx="${f(55 * s)}" ry="${f(26 * s)}"/><ellipse cx="${f(cx - 45 * s)}" cy="${f(cy - 6 * s)}" rx="${f(45 * s)}" ry="${f(18 * s)}"/></g>`);
    }
  }
}

function hills(svg: Svg, p: Palette, rnd: Random, horizon: number, climate: Climate, light: Light, scenery: Scenery): void {
  const jagged = climate === 'arctic' || climate === 'mountain';
  const smooth = climate === 'desert' || climate === 'safari';
  const dim = light === 'night' ? -0.55 : light === 'dusk' ? -0.35 : 0;
  const layers = scenery.coastal ? 2 : 3;
  for (let i = 0; i < layers; i++) {
    const base = horizon - (layers - i) * (jagged ? 55 : 28) + (scenery.coastal ? -8 : 40);
    const amp = jagged ? 160 - i * 30 : smooth ? 30 : 60 - i * 12;
    const colour = shade(p.hills[i], dim);
    const fill = climate === 'arctic' ? svg.linear([[0, '#ffffff'], [0.35, shade(colour, 0.1)], [1, shade(p.hills[2], dim - 0.1)]]) : svg.linear([[0, shade(colour, 0.12)], [1, shade(colour, -0.12)]]);
    const path = ridgePath(ridge(rnd, svg.w, base, amp, jagged), svg.w, svg.h, !jagged);
    svg.add(`<path d="${path}" fill="${fill}" opacity="${i === 0 ? 0.75 : 1}"/>`);
  }
  if (scenery.extra === 'skyline') {
    let towers = '';
    let x = rnd.range(svg.w * 0.05, svg.w * 0.2);
    while (x < svg.w * 0.7) {
      const tw = rnd.range(18, 44);
      const th = rnd.range(60, 220);
      towers += `<rect x="${f(x)}" y="${f(horizon - th)}" width="${f(tw)}" height="${f(th)}"/>`;
      if (th > 190) towers += `<path d="M${f(x + tw / 2 - 3)} ${f(horizon - th)} L${f(x + tw / 2)} ${f(horizon - th - 70)} L${f(x + tw / 2 + 3)} ${f(horizon - th)} Z"/>`;
      x += tw + rnd.range(4, 30);
    }
    svg.add(`<g fill="${shade('#7d8fa8', dim)}" opacity="0.7">${towers}</g>`);
  }
}

function sea(svg: Svg, p: Palette, rnd: Random, horizon: number, shoreY: number, light: Light): void {
  const dim = light === 'night' ? -0.6 : light === 'dusk' ? -0.3 : 0;
  svg.add(`<rect x="0" y="${f(horizon)}" width="${svg.w}" height="${f(shoreY - horizon + 2)}" fill="${svg.linear([[0, shade(p.sea[0], dim + 0.15)], [1, shade(p.sea[1], dim)]])}"/>`);
  let waves = '';
  for (let i = 0; i < 26; i++) {
    const y = rnd.range(horizon + 6, shoreY - 4);
    const x = rnd.range(0, svg.w);
    const len = 20 + ((y - horizon) / (shoreY - horizon)) * 70;
    waves += `<path d="M${f(x)} ${f(y)} q${f(len / 2)} -4 ${f(len)} 0"/>`;
  }
  const glint = light === 'day' ? '#ffffff' : '#ffd9a0';
  svg.add(`<g fill="none" stroke="${glint}" stroke-width="2" stroke-linecap="round" opacity="0.45">${waves}</g>`);
}

function ground(svg: Svg, p: Palette, top: number, light: Light, rnd: Random, scenery: Scenery): void {
  const dim = light === 'night' ? -0.5 : light === 'dusk' ? -0.25 : 0;
  const points = ridge(rnd, svg.w, top, 10, false);
  svg.add(`<path d="${ridgePath(points, svg.w, svg.h, true)}" fill="${svg.linear([[0, shade(scenery.coastal ? p.shore : p.ground, dim)], [1, shade(p.ground, dim - 0.15)]])}"/>`);
  if (scenery.extra === 'lavender' || scenery.extra === 'vines') {
    const colour = scenery.extra === 'lavender' ? '#8e6bbf' : '#5a7a34';
    let rows = '';
    const vanishX = svg.w * rnd.range(0.3, 0.7);
    for (let i = -8; i <= 8; i++) {
      const x = vanishX + i * svg.w * 0.16;
      rows += `<path d="M${f(vanishX + i * 18)} ${f(top + 8)} L${f(x)} ${svg.h}" />`;
    }
    svg.add(`<g stroke="${shade(colour, dim)}" stroke-width="14" stroke-linecap="round" opacity="0.75">${rows}</g>`);
  }
}

// --- Vegetation -------------------------------------------------------------------------

function palm(x: number, y: number, s: number, colour: string, trunk: string, rnd: Random): string {
  const lean = rnd.range(-40, 40) * s;
  const topX = x + lean;
  const topY = y - 220 * s;
  let out = `<path d="M${f(x - 7 * s)} ${f(y)} Q${f(x + lean * 0.2)} ${f(y - 120 * s)} ${f(topX - 3 * s)} ${f(topY)} L${f(topX + 3 * s)} ${f(topY)} Q${f(x + lean * 0.2 + 8 * s)} ${f(y - 120 * s)} ${f(x + 7 * s)} ${f(y)} Z" fill="${trunk}"/>`;
  for (let i = 0; i < 7; i++) {
    const angle = (-170 + i * 27 + rnd.range(-8, 8)) * (Math.PI / 180);
    const len = rnd.range(85, 120) * s;
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.sin(angle) * len * 0.55 + 30 * s;
    const cx = topX + Math.cos(angle) * len * 0.5;
    const cy = topY + Math.sin(angle) * len * 0.5 - 25 * s;
    out += `<path d="M${f(topX)} ${f(topY)} Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)} Q${f(cx + 6 * s)} ${f(cy + 14 * s)} ${f(topX)} ${f(topY + 6 * s)} Z" fill="${colour}"/>`;
  }
  return out;
}

function cypress(x: number, y: number, s: number, colour: string): string {
  return `<path d="M${f(x)} ${f(y - 200 * s)} C${f(x + 26 * s)} ${f(y - 140 * s)} ${f(x + 24 * s)} ${f(y - 30 * s)} ${f(x + 6 * s)} ${f(y)} L${f(x - 6 * s)} ${f(y)} C${f(x - 24 * s)} ${f(y - 30 * s)} ${f(x - 26 * s)} ${f(y - 140 * s)} ${f(x)} ${f(y - 200 * s)} Z" fill="${colour}"/>`;
}

function olive(x: number, y: number, s: number, colour: string, rnd: Random): string {
  let out = `<path d="M${f(x - 5 * s)} ${f(y)} Q${f(x - 10 * s)} ${f(y - 40 * s)} ${f(x + 2 * s)} ${f(y - 70 * s)} L${f(x + 10 * s)} ${f(y - 68 * s)} Q${f(x + 4 * s)} ${f(y - 40 * s)} ${f(x + 7 * s)} ${f(y)} Z" fill="#6b5a44"/>`;
  for (let i = 0; i < 6; i++) out += `<ellipse cx="${f(x + rnd.range(-45, 45) * s)}" cy="${f(y - rnd.range(70, 110) * s)}" rx="${f(rnd.range(26, 40) * s)}" ry="${f(rnd.range(16, 24) * s)}" fill="${colour}" opacity="0.9"/>`;
  return out;
}

function pine(x: number, y: number, s: number, colour: string, snow: boolean): string {
  let out = `<rect x="${f(x - 5 * s)}" y="${f(y - 30 * s)}" width="${f(10 * s)}" height="${f(30 * s)}" fill="#4a3424"/>`;
  for (let i = 0; i < 4; i++) {
    const top = y - 30 * s - (i + 1) * 42 * s;
    const half = (58 - i * 12) * s;
    out += `<path d="M${f(x)} ${f(top - 20 * s)} L${f(x + half)} ${f(top + 45 * s)} L${f(x - half)} ${f(top + 45 * s)} Z" fill="${colour}"/>`;
    if (snow) out += `<path d="M${f(x)} ${f(top - 20 * s)} L${f(x + half * 0.45)} ${f(top + 8 * s)} Q${f(x)} ${f(top + 16 * s)} ${f(x - half * 0.45)} ${f(top + 8 * s)} Z" fill="#f4f8fc"/>`;
  }
  return out;
}

function acacia(x: number, y: number, s: number, colour: string): string {
  return `<path d="M${f(x - 4 * s)} ${f(y)} L${f(x - 2 * s)} ${f(y - 90 * s)} L${f(x - 40 * s)} ${f(y - 130 * s)} M${f(x)} ${f(y - 90 * s)} L${f(x + 35 * s)} ${f(y - 135 * s)}" stroke="#3d2e1e" stroke-width="${f(7 * s)}" fill="none"/><ellipse cx="${f(x)}" cy="${f(y - 140 * s)}" rx="${f(110 * s)}" ry="${f(20 * s)}" fill="${colour}"/><ellipse cx="${f(x + 20 * s)}" cy="${f(y - 152 * s)}" rx="${f(70 * s)}" ry="${f(14 * s)}" fill="${shade(colour, 0.1)}"/>`;
}

function tree(climate: Climate, x: number, y: number, s: number, p: Palette, rnd: Random, dim: number): string {
  const green = shade(rnd.pick(p.foliage), dim);
  switch (climate) {
    case 'tropical':
      return palm(x, y, s, green, shade('#8a6a48', dim), rnd);
    case 'desert':
      return palm(x, y, s, shade('#4f7a34', dim), shade('#9a7650', dim), rnd);
    case 'arctic':
      return pine(x, y, s, shade('#1f4a3a', dim), true);
    case 'safari':
      return acacia(x, y, s, shade('#5f6f30', dim));
    case 'mountain':
      return pine(x, y, s * 0.9, green, false);
    default:
      return rnd.chance(0.55) ? cypress(x, y, s, shade('#3b5a2c', dim)) : olive(x, y, s, shade('#8a9a62', dim), rnd);
  }
}

// --- Villas -----------------------------------------------------------------------------

function windows(x: number, y: number, w: number, h: number, count: number, lit: boolean, style: VillaStyle, accent: string): string {
  let out = '';
  const gap = w / count;
  for (let i = 0; i < count; i++) {
    const wx = x + gap * i + gap * 0.22;
    const ww = gap * 0.56;
    const glass = lit ? '#ffd27a' : style === 'modern' ? '#3f6f8f' : '#2e3b4a';
    if (style === 'riad') out += `<path d="M${f(wx)} ${f(y + h)} L${f(wx)} ${f(y + ww / 2)} A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(wx + ww)} ${f(y + ww / 2)} L${f(wx + ww)} ${f(y + h)} Z" fill="${glass}"/>`;
    else out += `<rect x="${f(wx)}" y="${f(y)}" width="${f(ww)}" height="${f(h)}" fill="${glass}" rx="${style === 'cubic' ? 2 : 0}"/>`;
    if (!lit && (style === 'terracotta' || style === 'cubic')) out += `<rect x="${f(wx - ww * 0.35)}" y="${f(y)}" width="${f(ww * 0.3)}" height="${f(h)}" fill="${accent}"/><rect x="${f(wx + ww * 1.05)}" y="${f(y)}" width="${f(ww * 0.3)}" height="${f(h)}" fill="${accent}"/>`;
    if (style === 'modern') out += `<path d="M${f(wx + ww * 0.15)} ${f(y + h * 0.85)} L${f(wx + ww * 0.7)} ${f(y + h * 0.1)}" stroke="#ffffff" stroke-width="3" opacity="0.35"/>`;
  }
  return out;
}

function villa(svg: Svg, style: VillaStyle, cx: number, baseY: number, s: number, p: Palette, rnd: Random, light: Light): void {
  const lit = light === 'dusk' || light === 'night';
  const dim = light === 'night' ? -0.45 : light === 'dusk' ? -0.25 : 0;
  const wall = shade(rnd.pick(p.walls), dim);
  const side = shade(wall, -0.14);
  const accent = rnd.pick(p.accent);
  const roof = shade(p.roof, dim);
  const w = rnd.range(300, 380) * s;
  const h = rnd.range(110, 140) * s;
  const x = cx - w / 2;
  const y = baseY - h;
  let g = `<ellipse cx="${f(cx)}" cy="${f(baseY + 4)}" rx="${f(w * 0.62)}" ry="${f(14 * s)}" fill="#000000" opacity="0.18"/>`;
  switch (style) {
    case 'cubic': {
      const upperW = w * rnd.range(0.45, 0.6);
      const upperX = x + rnd.range(0, w - upperW);
      g += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/><rect x="${f(x + w)}" y="${f(y + 8 * s)}" width="${f(26 * s)}" height="${f(h - 8 * s)}" fill="${side}"/>`;
      g += `<rect x="${f(upperX)}" y="${f(y - h * 0.75)}" width="${f(upperW)}" height="${f(h * 0.75)}" fill="${wall}"/><rect x="${f(upperX + upperW)}" y="${f(y - h * 0.75 + 6 * s)}" width="${f(18 * s)}" height="${f(h * 0.75 - 6 * s)}" fill="${side}"/>`;
      g += windows(upperX + 10 * s, y - h * 0.55, upperW - 20 * s, h * 0.34, 2, lit, 'cubic', accent);
      g += windows(x + 14 * s, y + h * 0.3, w - 28 * s, h * 0.45, 4, lit, 'cubic', accent);
      if (rnd.chance(0.5)) g += `<path d="M${f(x + w * 0.1)} ${f(y)} A${f(30 * s)} ${f(30 * s)} 0 0 1 ${f(x + w * 0.1 + 60 * s)} ${f(y)} Z" fill="${shade(accent, dim)}"/>`;
      g += `<rect x="${f(x - 6 * s)}" y="${f(y - 4 * s)}" width="${f(w + 12 * s)}" height="${f(6 * s)}" fill="${shade(wall, 0.2)}"/>`;
      break;
    }
    case 'modern': {
      const cant = w * rnd.range(0.55, 0.75);
      g += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.55)}" fill="${wall}"/>`;
      g += `<rect x="${f(x + 10 * s)}" y="${f(y + h * 0.55)}" width="${f(w - 20 * s)}" height="${f(h * 0.45)}" fill="${lit ? '#ffd27a' : '#35607c'}"/>`;
      g += `<rect x="${f(x + w - cant - 40 * s)}" y="${f(y - h * 0.5)}" width="${f(cant + 60 * s)}" height="${f(h * 0.5)}" fill="${shade(wall, 0.05)}"/>`;
      g += windows(x + w - cant - 30 * s, y - h * 0.4, cant + 40 * s, h * 0.32, 3, lit, 'modern', accent);
      g += windows(x + 10 * s, y + h * 0.1, w - 20 * s, h * 0.32, 5, lit, 'modern', accent);
      g += `<rect x="${f(x - 20 * s)}" y="${f(y - h * 0.5 - 8 * s)}" width="${f(w + 60 * s)}" height="${f(9 * s)}" fill="${shade(wall, -0.3)}"/>`;
      break;
    }
    case 'terracotta': {
      g += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`;
      g += `<path d="M${f(x - 18 * s)} ${f(y + 4 * s)} L${f(x + w * 0.18)} ${f(y - 52 * s)} L${f(x + w * 0.82)} ${f(y - 52 * s)} L${f(x + w + 18 * s)} ${f(y + 4 * s)} Z" fill="${roof}"/>`;
      g += `<path d="M${f(x - 18 * s)} ${f(y + 4 * s)} L${f(x + w + 18 * s)} ${f(y + 4 * s)}" stroke="${shade(roof, -0.25)}" stroke-width="${f(5 * s)}"/>`;
      if (rnd.chance(0.6)) {
        const tx = x + w * rnd.range(0.55, 0.72);
        const tw = w * 0.24;
        g += `<rect x="${f(tx)}" y="${f(y - 110 * s)}" width="${f(tw)}" height="${f(112 * s)}" fill="${shade(wall, -0.05)}"/><path d="M${f(tx - 10 * s)} ${f(y - 108 * s)} L${f(tx + tw / 2)} ${f(y - 150 * s)} L${f(tx + tw + 10 * s)} ${f(y - 108 * s)} Z" fill="${roof}"/>`;
        g += windows(tx + 4 * s, y - 90 * s, tw - 8 * s, 34 * s, 1, lit, 'terracotta', accent);
      }
      g += windows(x + 12 * s, y + 18 * s, w - 24 * s, 34 * s, 4, lit, 'terracotta', accent);
      g += windows(x + 12 * s, y + h - 52 * s, w - 24 * s, 46 * s, 4, lit, 'terracotta', accent);
      g += `<path d="M${f(x + w * 0.05)} ${f(y + h)} Q${f(x + w * 0.15)} ${f(y + h * 0.4)} ${f(x + w * 0.3)} ${f(y + h * 0.2)}" stroke="#b0407a" stroke-width="${f(10 * s)}" stroke-dasharray="2 6" stroke-linecap="round" fill="none" opacity="0.85"/>`;
      break;
    }
    case 'riad': {
      g += `<rect x="${f(x)}" y="${f(y - 20 * s)}" width="${f(w)}" height="${f(h + 20 * s)}" fill="${wall}"/>`;
      let crenel = '';
      for (let cxp = x; cxp < x + w - 5; cxp += 24 * s) crenel += `<rect x="${f(cxp)}" y="${f(y - 34 * s)}" width="${f(14 * s)}" height="${f(16 * s)}"/>`;
      g += `<g fill="${wall}">${crenel}</g>`;
      g += windows(x + 16 * s, y + 10 * s, w - 32 * s, 60 * s, 5, lit, 'riad', accent);
      g += `<path d="M${f(cx - 28 * s)} ${f(baseY)} L${f(cx - 28 * s)} ${f(baseY - 60 * s)} A${f(28 * s)} ${f(28 * s)} 0 0 1 ${f(cx + 28 * s)} ${f(baseY - 60 * s)} L${f(cx + 28 * s)} ${f(baseY)} Z" fill="${shade(accent, dim)}"/>`;
      g += `<rect x="${f(x)}" y="${f(y + 84 * s)}" width="${f(w)}" height="${f(8 * s)}" fill="${shade(accent, dim)}" opacity="0.7"/>`;
      break;
    }
    case 'chalet': {
      const wood = wall;
      g += `<rect x="${f(x + w * 0.1)}" y="${f(y)}" width="${f(w * 0.8)}" height="${f(h)}" fill="${wood}"/>`;
      let planks = '';
      for (let py = y + 14 * s; py < baseY; py += 14 * s) planks += `<path d="M${f(x + w * 0.1)} ${f(py)} H${f(x + w * 0.9)}"/>`;
      g += `<g stroke="${shade(wood, -0.3)}" stroke-width="2">${planks}</g>`;
      g += `<path d="M${f(x)} ${f(y + 10 * s)} L${f(cx)} ${f(y - 120 * s)} L${f(x + w)} ${f(y + 10 * s)} Z" fill="${roof}"/>`;
      g += `<path d="M${f(x - 6 * s)} ${f(y + 12 * s)} L${f(cx)} ${f(y - 128 * s)} L${f(x + w + 6 * s)} ${f(y + 12 * s)} L${f(x + w - 12 * s)} ${f(y + 14 * s)} L${f(cx)} ${f(y - 100 * s)} L${f(x + 12 * s)} ${f(y + 14 * s)} Z" fill="#f4f8fc"/>`;
      g += `<path d="M${f(cx - 40 * s)} ${f(y - 10 * s)} L${f(cx)} ${f(y - 70 * s)} L${f(cx + 40 * s)} ${f(y - 10 * s)} Z" fill="${lit || light === 'golden' ? '#ffd27a' : '#38546e'}"/>`;
      g += windows(x + w * 0.14, y + h * 0.35, w * 0.72, h * 0.45, 3, true, 'chalet', accent);
      g += `<rect x="${f(x + w * 0.72)}" y="${f(y - 90 * s)}" width="${f(22 * s)}" height="${f(50 * s)}" fill="#5b5b66"/><rect x="${f(x + w * 0.72 - 3 * s)}" y="${f(y - 96 * s)}" width="${f(28 * s)}" height="${f(8 * s)}" fill="#f4f8fc"/>`;
      break;
    }
    case 'lodge': {
      g += `<rect x="${f(x)}" y="${f(y + h * 0.55)}" width="${f(w)}" height="${f(10 * s)}" fill="${shade('#6b4a2a', dim)}"/>`;
      for (let i = 0; i <= 4; i++) g += `<rect x="${f(x + (w - 10 * s) * (i / 4))}" y="${f(y + h * 0.55)}" width="${f(10 * s)}" height="${f(h * 0.45)}" fill="${shade('#5a3d22', dim)}"/>`;
      g += `<rect x="${f(x + w * 0.12)}" y="${f(y + h * 0.05)}" width="${f(w * 0.76)}" height="${f(h * 0.5)}" fill="${wall}"/>`;
      g += windows(x + w * 0.15, y + h * 0.12, w * 0.7, h * 0.36, 4, lit, 'lodge', accent);
      g += `<path d="M${f(x - 30 * s)} ${f(y + h * 0.12)} Q${f(cx)} ${f(y - 150 * s)} ${f(x + w + 30 * s)} ${f(y + h * 0.12)} Z" fill="${roof}"/>`;
      let thatch = '';
      for (let i = 1; i < 12; i++) thatch += `<path d="M${f(x - 30 * s + (w + 60 * s) * (i / 12))} ${f(y + h * 0.12)} L${f(cx + (i - 6) * 8 * s)} ${f(y - 60 * s)}"/>`;
      g += `<g stroke="${shade(roof, -0.25)}" stroke-width="2" opacity="0.6">${thatch}</g>`;
      break;
    }
  }
  svg.add(`<g>${g}</g>`);
}

function pool(svg: Svg, cx: number, top: number, w: number, depth: number, light: Light, rnd: Random): void {
  const lit = light === 'dusk' || light === 'night';
  const fill = svg.linear([[0, lit ? '#3fd0e0' : '#7fe3f0'], [1, lit ? '#0a6f9a' : '#1aa6c9']]);
  const inset = w * 0.12;
  const path = `M${f(cx - w / 2 + inset)} ${f(top)} L${f(cx + w / 2 - inset)} ${f(top)} L${f(cx + w / 2)} ${f(top + depth)} L${f(cx - w / 2)} ${f(top + depth)} Z`;
  svg.add(`<path d="M${f(cx - w / 2 + inset - 10)} ${f(top - 8)} L${f(cx + w / 2 - inset + 10)} ${f(top - 8)} L${f(cx + w / 2 + 14)} ${f(top + depth + 10)} L${f(cx - w / 2 - 14)} ${f(top + depth + 10)} Z" fill="${lit ? '#8d8476' : '#efe6d6'}"/>`);
  svg.add(`<path d="${path}" fill="${fill}"/>`);
  let ripples = '';
  for (let i = 0; i < 14; i++) {
    const y = rnd.range(top + 6, top + depth - 6);
    const x = rnd.range(cx - w / 2 + inset, cx + w / 2 - inset - 40);
    ripples += `<path d="M${f(x)} ${f(y)} q15 -5 30 0 t30 0"/>`;
  }
  svg.add(`<g fill="none" stroke="#ffffff" stroke-width="2.5" opacity="${lit ? 0.3 : 0.55}">${ripples}</g>`);
  if (lit) svg.add(`<ellipse cx="${f(cx)}" cy="${f(top + depth / 2)}" rx="${f(w * 0.4)}" ry="${f(depth * 0.4)}" fill="${svg.radial([[0, '#bff8ff', 0.6], [1, '#bff8ff', 0]])}"/>`);
}

function hotTub(svg: Svg, cx: number, y: number, s: number): void {
  svg.add(`<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(110 * s)}" ry="${f(34 * s)}" fill="#6b4a30"/><ellipse cx="${f(cx)}" cy="${f(y - 6 * s)}" rx="${f(95 * s)}" ry="${f(24 * s)}" fill="${svg.linear([[0, '#7fe3f0'], [1, '#1a8fb0']])}"/>`);
  const blur = svg.blur(10);
  svg.add(`<g fill="#ffffff" opacity="0.45" filter="${blur}"><ellipse cx="${f(cx - 30 * s)}" cy="${f(y - 50 * s)}" rx="${f(40 * s)}" ry="${f(20 * s)}"/><ellipse cx="${f(cx + 25 * s)}" cy="${f(y - 80 * s)}" rx="${f(30 * s)}" ry="${f(16 * s)}"/></g>`);
}

function lounger(x: number, y: number, s: number, colour: string): string {
  return `<g><path d="M${f(x)} ${f(y)} L${f(x + 90 * s)} ${f(y)} L${f(x + 118 * s)} ${f(y - 30 * s)} L${f(x + 110 * s)} ${f(y - 34 * s)} L${f(x + 86 * s)} ${f(y - 8 * s)} L${f(x)} ${f(y - 8 * s)} Z" fill="${colour}"/><path d="M${f(x + 8 * s)} ${f(y)} v${f(12 * s)} M${f(x + 84 * s)} ${f(y)} v${f(12 * s)}" stroke="#5a4a3a" stroke-width="${f(4 * s)}"/></g>`;
}

function parasol(x: number, y: number, s: number, colour: string): string {
  return `<g><path d="M${f(x)} ${f(y)} V${f(y - 150 * s)}" stroke="#e8e0d0" stroke-width="${f(5 * s)}"/><path d="M${f(x - 90 * s)} ${f(y - 120 * s)} Q${f(x)} ${f(y - 190 * s)} ${f(x + 90 * s)} ${f(y - 120 * s)} Z" fill="${colour}"/><path d="M${f(x - 90 * s)} ${f(y - 120 * s)} Q${f(x - 45 * s)} ${f(y - 110 * s)} ${f(x)} ${f(y - 120 * s)} Q${f(x + 45 * s)} ${f(y - 110 * s)} ${f(x + 90 * s)} ${f(y - 120 * s)}" fill="${shade(colour, -0.2)}"/></g>`;
}

function festiveLights(svg: Svg, rnd: Random, y: number): void {
  let bulbs = '';
  let d = `M0 ${f(y)}`;
  for (let x = 0; x <= svg.w; x += 200) d += ` Q${f(x + 100)} ${f(y + 50)} ${f(x + 200)} ${f(y)}`;
  for (let x = 10; x < svg.w; x += 28) {
    const t = (x % 200) / 200;
    const by = y + 50 * 2 * t * (1 - t) + 4;
    bulbs += `<circle cx="${f(x)}" cy="${f(by)}" r="6" fill="${rnd.pick(['#ffd27a', '#ff6b6b', '#7fe3a0', '#7fc8ff'])}"/>`;
  }
  svg.add(`<path d="${d}" stroke="#2b2b2b" stroke-width="2" fill="none"/><g>${bulbs}</g>`);
}

function fireworks(svg: Svg, rnd: Random, horizon: number): void {
  for (let i = 0; i < 4; i++) {
    const cx = rnd.range(svg.w * 0.1, svg.w * 0.9);
    const cy = rnd.range(90, horizon * 0.55);
    const r = rnd.range(50, 95);
    const colour = rnd.pick(['#ffd27a', '#ff7eb6', '#7fe3ff', '#b8ff7f']);
    let rays = '';
    for (let a = 0; a < 24; a++) {
      const angle = (a / 24) * Math.PI * 2;
      rays += `<path d="M${f(cx + Math.cos(angle) * r * 0.25)} ${f(cy + Math.sin(angle) * r * 0.25)} L${f(cx + Math.cos(angle) * r)} ${f(cy + Math.sin(angle) * r)}"/>`;
    }
    svg.add(`<g stroke="${colour}" stroke-width="3" stroke-linecap="round" opacity="0.9">${rays}</g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${svg.radial([[0, colour, 0.35], [1, colour, 0]])}"/>`);
  }
}

const lightByKind: Record<SceneKind, Light[]> = {
  villa: ['day', 'day', 'golden'],
  view: ['day', 'golden', 'golden'],
  landscape: ['day', 'golden'],
  dusk: ['dusk'],
  pool: ['day'],
};

/** A scene's size unless the caller sets one: every villa illustration is this size. */
export const SCENE_SIZE = { width: 1200, height: 800 } as const;

/** Draws one scene. */
export function renderScene(options: SceneOptions): string {
  const { scenery, kind } = options;
  const rnd = seededRandom(`${options.seed}|${kind}`);
  const svg = new Svg(options.width ?? SCENE_SIZE.width, options.height ?? SCENE_SIZE.height);
  const p = palettes[scenery.climate];
  let light: Light = rnd.pick(lightByKind[kind]);
  if (scenery.climate === 'arctic' && kind !== 'pool') light = rnd.pick(['night', 'dusk', kind === 'landscape' ? 'day' : 'night']);
  if (options.festive) light = scenery.climate === 'arctic' || options.festive === 'fireworks' ? 'night' : 'dusk';
  const dim = light === 'night' ? -0.5 : light === 'dusk' ? -0.25 : 0;
  const W = svg.w;
  const H = svg.h;

  const horizon = H * (kind === 'view' ? rnd.range(0.46, 0.52) : kind === 'landscape' ? rnd.range(0.5, 0.58) : rnd.range(0.44, 0.5));
  sky(svg, p, light, horizon, rnd, scenery.climate);
  if (options.festive === 'fireworks') fireworks(svg, rnd, horizon);
  hills(svg, p, rnd, horizon, scenery.climate, light, scenery);
  const shoreY = horizon + H * (kind === 'view' ? 0.22 : 0.1);
  if (scenery.coastal) sea(svg, p, rnd, horizon, shoreY, light);
  const groundTop = scenery.coastal ? shoreY : horizon + 20;
  ground(svg, p, groundTop, light, rnd, scenery);

  const style = rnd.pick(scenery.styles);
  const arctic = scenery.climate === 'arctic';

  // Distant trees along the ground line.
  let far = '';
  for (let i = 0; i < rnd.int(3, 7); i++) far += tree(scenery.climate, rnd.range(0, W), groundTop + rnd.range(4, 30), rnd.range(0.3, 0.5), p, rnd, dim - 0.1);
  svg.add(`<g opacity="0.9">${far}</g>`);

  if (kind === 'landscape') {
    for (let i = 0; i < rnd.int(2, 3); i++) villa(svg, style, rnd.range(W * 0.2, W * 0.8), groundTop + rnd.range(50, 120), rnd.range(0.3, 0.45), p, rnd, light);
    let near = '';
    for (let i = 0; i < rnd.int(3, 5); i++) near += tree(scenery.climate, rnd.pick([rnd.range(0, W * 0.25), rnd.range(W * 0.75, W)]), H - rnd.range(20, 120), rnd.range(0.9, 1.4), p, rnd, dim);
    svg.add(near);
  } else if (kind === 'view') {
    // Terrace in the foreground looking out over the view.
    const deckY = H * 0.8;
    svg.add(`<rect x="0" y="${f(deckY)}" width="${W}" height="${f(H - deckY)}" fill="${svg.linear([[0, shade(arctic ? '#8a6a4a' : '#d9c3a0', dim)], [1, shade(arctic ? '#5e4630' : '#b49c78', dim)]])}"/>`);
    let rail = `<rect x="0" y="${f(deckY - 70)}" width="${W}" height="10" fill="${shade('#f2ede4', dim)}"/>`;
    for (let x = 20; x < W; x += 60) rail += `<rect x="${f(x)}" y="${f(deckY - 62)}" width="6" height="62" fill="${shade('#f2ede4', dim)}"/>`;
    svg.add(`<g opacity="0.9">${rail}</g>`);
    if (arctic) hotTub(svg, W * rnd.range(0.3, 0.7), H - 30, 1.2);
    else {
      svg.add(lounger(W * rnd.range(0.08, 0.3), H - 40, 1.5, shade('#ffffff', dim)));
      svg.add(lounger(W * rnd.range(0.55, 0.7), H - 30, 1.5, shade('#ffffff', dim)));
      svg.add(tree(scenery.climate, W * rnd.range(0.86, 0.96), H - 10, 1.6, p, rnd, dim));
    }
  } else if (kind === 'pool') {
    const poolTop = H * 0.68;
    svg.add(`<rect x="0" y="${f(poolTop - 40)}" width="${W}" height="${f(H - poolTop + 40)}" fill="${shade(arctic ? '#dbe7f2' : '#e9dcc4', dim)}"/>`);
    if (arctic) hotTub(svg, W * 0.5, H - 90, 1.6);
    else {
      pool(svg, W * rnd.range(0.45, 0.55), poolTop, W * 0.8, H - poolTop - 30, light, rnd);
      const umbrella = rnd.pick(['#f4f1e8', '#e07a5f', '#2a9d8f', '#264653']);
      svg.add(parasol(W * rnd.range(0.12, 0.22), poolTop - 10, 1.3, umbrella));
      svg.add(lounger(W * 0.05, poolTop - 16, 1.1, '#ffffff'));
      svg.add(tree(scenery.climate, W * rnd.range(0.85, 0.95), poolTop - 20, 1.5, p, rnd, dim));
    }
  } else {
    // 'villa' and 'dusk': the house with its pool in front.
    const houseX = W * rnd.range(0.42, 0.62);
    const houseBase = groundTop + rnd.range(110, 150);
    villa(svg, style, houseX, houseBase, rnd.range(1.35, 1.6), p, rnd, light);
    let side = '';
    side += tree(scenery.climate, houseX - rnd.range(330, 400), houseBase + 10, rnd.range(1.1, 1.4), p, rnd, dim);
    side += tree(scenery.climate, houseX + rnd.range(320, 380), houseBase + 14, rnd.range(1.1, 1.4), p, rnd, dim);
    svg.add(side);
    if (arctic) hotTub(svg, houseX + rnd.range(-160, 160), H - 80, 1.3);
    else pool(svg, houseX + rnd.range(-60, 60), houseBase + 36, W * rnd.range(0.45, 0.6), H - houseBase - 70, light, rnd);
    svg.add(tree(scenery.climate, rnd.pick([W * 0.06, W * 0.94]), H + 10, 1.7, p, rnd, dim));
  }

  if (arctic) {
    let flakes = '';
    for (let i = 0; i < 60; i++) flakes += `<circle cx="${f(rnd.range(0, W))}" cy="${f(rnd.range(0, H))}" r="${f(rnd.range(1, 3.5))}"/>`;
    svg.add(`<g fill="#ffffff" opacity="0.7">${flakes}</g>`);
  }
  if (options.festive === 'lights') festiveLights(svg, rnd, H * 0.06);
  // A soft vignette gives the flat shapes some depth.
  svg.add(`<rect width="${W}" height="${H}" fill="${svg.radial([[0.6, '#000000', 0], [1, '#000000', 0.28]])}"/>`);
  return svg.toString();
}

/** A friendly head-and-shoulders silhouette for team members. */
export function renderPortrait(seed: string): string {
  const rnd = seededRandom(seed);
  const svg = new Svg(600, 600);
  const bg = rnd.pick([
    ['#2a9d8f', '#a8dadc'],
    ['#264653', '#8ab17d'],
    ['#e76f51', '#f4d58d'],
    ['#457b9d', '#cde7f0'],
    ['#6d597a', '#e5b3bb'],
    ['#b08968', '#f2e8cf'],
  ]);
  const skin = rnd.pick(['#f1c9a5', '#e0ac86', '#c68642', '#8d5524', '#f6d7bf', '#a86b45']);
  const hair = rnd.pick(['#2b1b10', '#5a3a22', '#a0672e', '#d9b36c', '#7a7a7a', '#1a1a1a']);
  const shirt = rnd.pick(['#1d3557', '#f1faee', '#e63946', '#2a9d8f', '#3d405b', '#f4a261']);
  const long = rnd.chance(0.5);
  svg.add(`<rect width="600" height="600" fill="${svg.linear([[0, bg[1]], [1, bg[0]]])}"/>`);
  svg.add(`<circle cx="470" cy="120" r="160" fill="#ffffff" opacity="0.12"/>`);
  if (long) svg.add(`<path d="M190 260 Q180 420 210 470 L390 470 Q420 420 410 260 Z" fill="${hair}"/>`);
  svg.add(`<path d="M90 600 Q100 450 230 420 L370 420 Q500 450 510 600 Z" fill="${shirt}"/>`);
  svg.add(`<path d="M255 380 L345 380 L340 440 Q300 470 260 440 Z" fill="${shade(skin, -0.12)}"/>`);
  svg.add(`<ellipse cx="300" cy="290" rx="105" ry="125" fill="${skin}"/>`);
  svg.add(`<path d="M192 280 Q190 160 300 158 Q412 160 408 280 Q380 210 300 205 Q225 208 192 280 Z" fill="${hair}"/>`);
  svg.add(`<g fill="${shade(skin, -0.45)}"><ellipse cx="262" cy="295" rx="9" ry="11"/><ellipse cx="338" cy="295" rx="9" ry="11"/></g>`);
  svg.add(`<path d="M265 350 Q300 375 335 350" stroke="${shade(skin, -0.4)}" stroke-width="6" fill="none" stroke-linecap="round"/>`);
  return svg.toString();
}
