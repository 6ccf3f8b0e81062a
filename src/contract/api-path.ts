/** What a call to the API may carry besides its body: the path's parameters and the query. */
export interface ApiPathInput {
  param?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

/**
 * A route's path with its parameters filled in and its query appended, e.g. `/pets/:id` with
 * `{ param: { id: 3 } }` is `/pets/3`. An empty or missing query value is left out; a list is
 * sent as the parameter repeated.
 */
export function apiPath(path: string, { param = {}, query = {} }: ApiPathInput = {}) {
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(param[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== "") search.append(name, String(one));
    }
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** `"GET /pets/:id"` as its method and path. */
export function splitRoute(route: string) {
  const space = route.indexOf(" ");
  return { method: route.slice(0, space), path: route.slice(space + 1) };
}
