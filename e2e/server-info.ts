// Where the e2e server runs and how to sign in to it: written by the global
// setup, read by the tests (jest runs them in other module registries).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ARTIFACTS_DIR = path.resolve(__dirname, '.artifacts');
const INFO_FILE = path.join(ARTIFACTS_DIR, 'server.json');

export type ServerInfo = { baseUrl: string; adminUsername: string; adminPassword: string };

export function writeServerInfo(info: ServerInfo): void {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(INFO_FILE, JSON.stringify(info, null, 2));
  process.env.E2E_BASE_URL = info.baseUrl;
  process.env.E2E_ADMIN_USERNAME = info.adminUsername;
  process.env.E2E_ADMIN_PASSWORD = info.adminPassword;
}

/** The running e2e server: env first (set by the global setup), else its file. */
export function serverInfo(): ServerInfo {
  const { E2E_BASE_URL, E2E_ADMIN_USERNAME, E2E_ADMIN_PASSWORD } = process.env;
  if (E2E_BASE_URL && E2E_ADMIN_PASSWORD) {
    return { baseUrl: E2E_BASE_URL, adminUsername: E2E_ADMIN_USERNAME || 'admin', adminPassword: E2E_ADMIN_PASSWORD };
  }
  return JSON.parse(readFileSync(INFO_FILE, 'utf8')) as ServerInfo;
}

/** An absolute URL on the e2e server. */
export function url(pathname = '/'): string {
  return new URL(pathname, serverInfo().baseUrl).toString();
}
