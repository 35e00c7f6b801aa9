// Pageviews go to window.dataLayer only; nothing is sent anywhere by default (DESIGN §7).
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushPageview(path: string, title: string) {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'pageview', page_path: path, page_title: title });
}
