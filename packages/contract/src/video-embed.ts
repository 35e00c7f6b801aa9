// The video embed address, apart from the content schemas: the web's video facade imports it on first load, zod-free.

/** The embed address of a video (privacy-enhanced mode: no cookies until played). */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
