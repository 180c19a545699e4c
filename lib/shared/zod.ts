/**
 * The one zod every Lambda module imports: zod/mini, whose functions tree-shake, so a bundle carries
 * only the schema kinds it uses (classic zod's methods bring all of classic zod into every bundle).
 */
export * from 'zod/mini';
