import { standardRequest } from "../handler/adapter-request.js";
import { WingmanHttpError } from "../errors/wingman-http-error.js";

/**
 * Resolves who sends a request: a user id, `{ id }`, or null when the request is not authenticated
 * (answered 401). It may also throw a `WingmanHttpError` (e.g. 403) to answer differently.
 */
export type IdentifyUser = (
  request: Request,
) => string | { readonly id: string } | null | undefined | Promise<string | { readonly id: string } | null | undefined>;

/** CopilotKit's name for a resolved user. */
export interface CopilotRuntimeUser {
  readonly id: string;
}

/** CopilotKit's name for {@link IdentifyUser}. */
export type IdentifyUserCallback = IdentifyUser;

/** The owner of everything when a runtime has no `identifyUser` (development). */
export const ANONYMOUS_OWNER_ID = "anonymous";

/** Runs `identifyUser`; a null, empty or thrown answer is a 401 (a thrown `WingmanHttpError` keeps its status). */
export async function resolveOwnerId(identifyUser: IdentifyUser | undefined, request: Request): Promise<string> {
  if (!identifyUser) return ANONYMOUS_OWNER_ID;
  let user: Awaited<ReturnType<IdentifyUser>>;
  try {
    user = await identifyUser(standardRequest(request));
  } catch (error) {
    if (WingmanHttpError.isInstance(error)) throw error;
    throw new WingmanHttpError(401, "unauthorized", "Authentication required", { cause: error });
  }
  const id = typeof user === "string" ? user : user?.id;
  if (typeof id !== "string" || id.length === 0) {
    throw new WingmanHttpError(401, "unauthorized", "Authentication required");
  }
  return id;
}
