// Runtime configuration delivered by the server in /mfe-registry.json (`config`), set once by the
// shell before the first render. Remotes read it through the brand module.
export interface RuntimeConfig {
  shopUrl?: string;
  /** ADMIN_USERNAME: the one administrator name the admin panel admits (others go to /). */
  adminUsername?: string;
}

let current: RuntimeConfig = {};

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = { ...config };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
