/** The two probes: `live` (the process serves requests) and `ready` (it should get traffic). */
export type HealthProbe = "live" | "ready";

/**
 * Recognises `GET`/`HEAD {basePath}/health/live` and `/health/ready`, in either handler mode (the
 * single route is POST-only; probes are plain GETs for load balancers and orchestrators). Without
 * a base path the probe paths match the end of the path, like the other routes.
 */
export function matchHealthProbe(method: string, pathname: string, basePath: string | undefined): HealthProbe | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  const base = (basePath ?? "").replace(/\/+$/, "");
  for (const probe of ["live", "ready"] as const) {
    const suffix = `/health/${probe}`;
    if (basePath !== undefined ? pathname === `${base}${suffix}` : pathname.endsWith(suffix)) return probe;
  }
  return undefined;
}
