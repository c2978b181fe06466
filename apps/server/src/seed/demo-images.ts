import type { Shape } from './demo-catalog.ts';

/** How a demo photo shows its piece: from the front, at an angle, up close, or in its box. */
export type JewelView = 'front' | 'angle' | 'detail' | 'box';

/** Where each drawing's eye-catching part is: a close-up centres on it. */
const focus: Record<Shape, [x: number, y: number]> = {
  ring: [640, 430],
  earrings: [470, 660],
  necklace: [640, 700],
  pendant: [640, 800],
  cross: [640, 720],
  bracelet: [640, 460],
};

/** The drawing, placed for the view. */
function framed(view: JewelView, shape: Shape, drawing: string): string {
  switch (view) {
    case 'front':
      return drawing;
    case 'angle':
      // Turned and tipped back: a squashed, rotated drawing over a longer shadow.
      return `<ellipse cx="660" cy="1080" rx="480" ry="60" fill="#1A1A1A" opacity="0.07"/>
  <g transform="translate(640 700) rotate(-14) scale(1 0.62) translate(-640 -640)">${drawing}</g>`;
    case 'detail': {
      const [x, y] = focus[shape];
      return `<g transform="translate(640 640) scale(1.9) translate(${-x} ${-y})">${drawing}</g>`;
    }
    case 'box':
      // On the cushion of an open gift box.
      return `<rect x="250" y="330" width="780" height="690" rx="36" fill="#1F1A17"/>
  <rect x="290" y="370" width="700" height="610" rx="24" fill="#F2ECE3"/>
  <rect x="250" y="170" width="780" height="170" rx="30" fill="#2A221D"/>
  <g transform="translate(640 680) scale(0.5) translate(-640 -660)">${drawing}</g>`;
  }
}

/** A simple drawing of a jewel, as SVG, for demo product photos. */
export function jewelSvg(
  shape: Shape,
  metal: string,
  variant: number,
  view: JewelView = 'front',
): string {
  const size = 1280;
  const gem = ['#9B1B30', '#1F4E8C', '#2E7D5B', '#F2F2F2'][variant % 4]!;
  const bg = ['#F5F5F5', '#F1ECE4', '#EEF0F2', '#F4EEEE'][variant % 4]!;
  const stroke = `stroke="${metal}" fill="none" stroke-linecap="round"`;
  const drawings: Record<Shape, string> = {
    ring: `<circle cx="640" cy="700" r="280" ${stroke} stroke-width="70"/>
           <circle cx="640" cy="400" r="${60 + (variant % 3) * 15}" fill="${gem}" stroke="${metal}" stroke-width="18"/>`,
    earrings: `<circle cx="470" cy="520" r="${120 + (variant % 2) * 60}" ${stroke} stroke-width="40"/>
               <circle cx="810" cy="520" r="${120 + (variant % 2) * 60}" ${stroke} stroke-width="40"/>
               <circle cx="470" cy="${720 + (variant % 2) * 60}" r="45" fill="${gem}"/>
               <circle cx="810" cy="${720 + (variant % 2) * 60}" r="45" fill="${gem}"/>`,
    necklace: `<path d="M260 300 Q640 ${900 + (variant % 3) * 60} 1020 300" ${stroke} stroke-width="30"/>
               <path d="M300 300 Q640 ${860 + (variant % 3) * 60} 980 300" ${stroke} stroke-width="12" stroke-dasharray="24 14"/>`,
    pendant: `<path d="M300 260 Q640 760 980 260" ${stroke} stroke-width="16"/>
              <path d="M640 640 L760 800 L640 1000 L520 800 Z" fill="${gem}" stroke="${metal}" stroke-width="26"/>`,
    cross: `<path d="M300 240 Q640 640 980 240" ${stroke} stroke-width="14"/>
            <path d="M640 560 V1060 M500 700 H780" ${stroke} stroke-width="64"/>`,
    bracelet: `<ellipse cx="640" cy="660" rx="400" ry="${230 + (variant % 3) * 30}" ${stroke} stroke-width="60"/>
               <ellipse cx="640" cy="660" rx="400" ry="${230 + (variant % 3) * 30}" stroke="#ffffff" stroke-opacity="0.35" fill="none" stroke-width="10" stroke-dasharray="30 30"/>`,
  };
  const shadow =
    view === 'front'
      ? '<ellipse cx="640" cy="1110" rx="420" ry="40" fill="#1A1A1A" opacity="0.06"/>'
      : '';
  // A flat field with a soft light on it: a gradient would make each photo twice as slow to
  // encode, and the demo seeds a hundred of them at every fresh start.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${bg}"/>
  <circle cx="640" cy="560" r="560" fill="#ffffff" opacity="0.55"/>
  ${shadow}
  ${framed(view, shape, drawings[shape])}
</svg>`;
}
