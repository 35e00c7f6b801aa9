// One query-key factory per resource, medusa style, so invalidation is precise: `all` covers everything of the
// resource, `lists()` every list whatever its filters, `detail(id)` one object.
//   const orderKeys = queryKeys('orders');  orderKeys.list({ status: 1 })  orderKeys.detail(uuid)
export function queryKeys<R extends string>(resource: R) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <F>(filters: F) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    detail: <I>(id: I) => [...all, 'detail', id] as const,
  };
}
