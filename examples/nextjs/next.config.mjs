/** @type {import("next").NextConfig} */
const nextConfig = {
  // better-sqlite3 is a native addon: the Node route loads it at run time rather than bundling it.
  serverExternalPackages: ["better-sqlite3"],
};

export default nextConfig;
