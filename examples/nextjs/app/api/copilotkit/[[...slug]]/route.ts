import { createCopilotNextRoute } from "@wingman/runtime/nextjs";
import { runtime } from "../../../../lib/runtime";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = createCopilotNextRoute({ runtime, basePath: "/api/copilotkit" });
