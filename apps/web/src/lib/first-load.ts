// Whether the app is still on its first load: the router has not shown a page yet. A signed-in page's early reads wait
// for their answers only then (app/route-data.ts, decision 0146); the root layout ends it when it first mounts.
let first = true;

export const isFirstLoad = () => first;

export function firstLoadDone(): void {
  first = false;
}
