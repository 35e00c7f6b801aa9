// The demo content's pictures: their file names under /media/content/, the size of the large copy, and the scene
// scripts/content-images.ts draws for each. The middle copy (`-m.jpg`) is 960 px wide and the small one (`-s.jpg`) 480 px,
// with the same aspect ratio.
export type SceneKind =
  | 'roof'
  | 'roof-dusk'
  | 'roof-snow'
  | 'roof-install'
  | 'room-pleated'
  | 'room-roller'
  | 'training'
  | 'fair'
  | 'voucher'
  | 'tools'
  | 'flashing'
  | 'solar';
export interface Scene {
  kind: SceneKind;
  palette?: string[];
}
export interface ContentPicture {
  name: string;
  width: number;
  height: number;
  scene: Scene;
}

const wide = { width: 1600, height: 600 };
const card = { width: 1600, height: 900 };

export const contentPictures = [
  { name: 'hero-roof', ...wide, scene: { kind: 'roof' } },
  { name: 'hero-decor', ...wide, scene: { kind: 'room-pleated' } },
  { name: 'news-install', ...card, scene: { kind: 'roof-install' } },
  { name: 'news-winter', ...card, scene: { kind: 'roof-snow' } },
  { name: 'news-training', ...card, scene: { kind: 'training' } },
  { name: 'news-fair', ...card, scene: { kind: 'fair' } },
  { name: 'news-solar', ...card, scene: { kind: 'solar' } },
  { name: 'news-flashing', ...card, scene: { kind: 'flashing' } },
  { name: 'gallery-dusk', ...card, scene: { kind: 'roof-dusk' } },
  { name: 'gallery-slate', ...card, scene: { kind: 'roof', palette: ['#8ec5ee', '#e8f4fc', '#4b5563'] } },
  { name: 'gallery-blind', ...card, scene: { kind: 'room-roller' } },
  { name: 'video-measure', ...card, scene: { kind: 'roof', palette: ['#4f9bd6', '#bfe0f7', '#a0522d'] } },
  { name: 'video-blind', ...card, scene: { kind: 'room-pleated', palette: ['#7d8fa3'] } },
  { name: 'teaser-voucher', ...card, scene: { kind: 'voucher' } },
  { name: 'teaser-tools', ...card, scene: { kind: 'tools' } },
] as const satisfies readonly ContentPicture[];
export type PictureName = (typeof contentPictures)[number]['name'];

/** The picture as the content tables store it (paths under /media/content/, the large copy's size). */
export function picture(name: PictureName, alt: string) {
  const p = contentPictures.find((c) => c.name === name);
  if (!p) throw new Error(`unknown picture ${name}`);
  return {
    s: `/media/content/${name}-s.jpg`,
    m: `/media/content/${name}-m.jpg`,
    l: `/media/content/${name}-l.jpg`,
    width: p.width,
    height: p.height,
    alt,
  };
}
