// The one implementation lives in @wingman/shared (the demo model yields with it too).
export { scheduleTick } from "@wingman/shared/internal";
