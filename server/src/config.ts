import path from 'node:path';
import { projectRoot } from './paths';

/**
 * Every environment variable the server reads, parsed and validated once.
 * Nothing else in the server touches process.env.
 */
export interface CompanyDetails {
  name: string;
  legalName: string;
  companyNumber: string;
  email: string;
  phone: string;
  address: string;
  chatUrl: string;
  socialLinks: { label: string; url: string }[];
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Serve the built client from this folder when it exists. */
  clientDist: string;
  /** Seed the demo catalogue into an empty database at start. */
  seedOnStart: boolean;
  logSql: boolean;
  graphql: { maxDepth: number; maxAliases: number; maxCost: number; introspection: boolean };
  company: CompanyDetails;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

function intVar(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer of at least ${min}, got "${raw}"`);
  return value;
}

function boolVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function urlVar(env: Env, name: string, fallback: string): string {
  const value = env[name] || fallback;
  try {
    new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${value}"`);
  }
  return value.replace(/\/$/, '');
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = intVar(env, 'PORT', 3000);
  const root = projectRoot;
  const isProduction = nodeEnv === 'production';
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: urlVar(env, 'PUBLIC_URL', `http://localhost:${port}`),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(root, '.data')),
    clientDist: path.resolve(env.CLIENT_DIST || path.join(root, 'dist', 'client')),
    seedOnStart: boolVar(env, 'SEED_ON_START', true),
    logSql: boolVar(env, 'LOG_SQL', false),
    graphql: {
      maxDepth: intVar(env, 'GRAPHQL_MAX_DEPTH', 10, 1),
      maxAliases: intVar(env, 'GRAPHQL_MAX_ALIASES', 15, 1),
      maxCost: intVar(env, 'GRAPHQL_MAX_COST', 5000, 1),
      introspection: boolVar(env, 'GRAPHQL_INTROSPECTION', !isProduction),
    },
    company: {
      name: env.COMPANY_NAME || 'Azure Shore Villas',
      legalName: env.COMPANY_LEGAL_NAME || 'Azure Shore Villas Ltd',
      companyNumber: env.COMPANY_NUMBER || '01234567',
      email: env.COMPANY_EMAIL || 'reservations@azureshore.example',
      phone: env.COMPANY_PHONE || '+44 20 7946 0321',
      address: env.COMPANY_ADDRESS || '14 Albemarle Street, Mayfair, London W1S 4HW, United Kingdom',
      chatUrl: urlVar(env, 'CHAT_URL', 'https://wa.me/442079460321'),
      socialLinks: [
        { label: 'Instagram', url: urlVar(env, 'SOCIAL_INSTAGRAM_URL', 'https://www.instagram.com/azureshorevillas') },
        { label: 'Facebook', url: urlVar(env, 'SOCIAL_FACEBOOK_URL', 'https://www.facebook.com/azureshorevillas') },
      ],
    },
  };
}
