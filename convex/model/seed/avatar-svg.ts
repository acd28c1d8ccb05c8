/** A generated portrait placeholder: initials on a coloured disc, so the demo needs no image files or network. */
export function initialsAvatarSvg(name: string, color: string): string {
  const initials = name
    .replace(/^Dr\.\s*/, "")
    .split(/\s+/)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">`,
    `<rect width="256" height="256" fill="${color}"/>`,
    `<circle cx="128" cy="128" r="96" fill="#ffffff" fill-opacity="0.14"/>`,
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="96" font-weight="600" fill="#ffffff">${initials}</text>`,
    `</svg>`,
  ].join("");
}

/** A paw print on a coloured background for the demo pets. */
export function pawAvatarSvg(color: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">`,
    `<rect width="256" height="256" fill="${color}"/>`,
    `<g fill="#ffffff" fill-opacity="0.9">`,
    `<ellipse cx="128" cy="160" rx="46" ry="38"/>`,
    `<ellipse cx="72" cy="112" rx="18" ry="24"/>`,
    `<ellipse cx="106" cy="80" rx="18" ry="25"/>`,
    `<ellipse cx="150" cy="80" rx="18" ry="25"/>`,
    `<ellipse cx="184" cy="112" rx="18" ry="24"/>`,
    `</g></svg>`,
  ].join("");
}
