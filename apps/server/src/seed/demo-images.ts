import type { Shape } from './demo-catalog.ts';

/** A simple drawing of a jewel, as SVG, for demo product photos. */
export function jewelSvg(shape: Shape, metal: string, variant: number): string {
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#g)"/>
  <ellipse cx="640" cy="1110" rx="420" ry="40" fill="#1A1A1A" opacity="0.06"/>
  ${drawings[shape]}
</svg>`;
}
