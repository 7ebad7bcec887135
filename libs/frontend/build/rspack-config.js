// @ts-check
/**
 * One rspack configuration for every front-end app (shell and remotes), so the apps cannot drift:
 * same loaders, same Module Federation sharing (singletons with requiredVersion), same dev proxy.
 * Plain ESM JavaScript so rspack's CLI loads it without a TypeScript step.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { AntdStylesPlugin } from './antd-styles.js';
import { PrecompressPlugin } from './precompress-plugin.js';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(buildDir, '../../..');

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const frontendPkg = readJson(path.join(repoRoot, 'libs/frontend/package.json'));
const contractsPkg = readJson(path.join(repoRoot, 'libs/contracts/package.json'));

/** The installed version of a shared package (the workspaces declare it; npm installs one copy at the root). @param {string} name */
function rootVersion(name) {
  return readJson(path.join(repoRoot, 'node_modules', name, 'package.json')).version;
}

/** @param {string} pkg @param {string} [version] */
const singleton = (pkg, version = rootVersion(pkg)) => ({ singleton: true, requiredVersion: `^${version}`, version });

/** Singletons shared by the shell and every remote (ARCHITECTURE.md "Front end"). */
export function sharedModules() {
  /** @type {Record<string, any>} */
  const shared = {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react/jsx-dev-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    'react-router': singleton('react-router'),
    antd: singleton('antd'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    dayjs: singleton('dayjs'),
    // One i18next instance and one react-i18next context: every remote follows the shell's language.
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    '@rtm/contracts': singleton('@rtm/contracts', contractsPkg.version),
  };
  for (const subpath of Object.keys(frontendPkg.exports)) {
    // Build-time, dev-only, and the shell's eager first-screen code (loaded before sharing starts, so not shared).
    if (subpath === './rspack' || subpath === './dev-host' || subpath === './first-screen') continue;
    shared[`@rtm/frontend/${subpath.slice(2)}`] = singleton('@rtm/frontend', frontendPkg.version);
  }
  return shared;
}

/** Ports of the dev servers; the shell's dev server proxies /remotes/<folder>/ to them. */
export const DEV_PORTS = { shell: 4200, 'mfe-risks': 4201, 'mfe-tasks': 4202, 'mfe-admin': 4203 };

const API_TARGET = process.env.RTM_API_URL ?? 'http://localhost:3000';

/**
 * @typedef {object} AppOptions
 * @property {string} dir            the project's folder (import.meta.dirname of its rspack.config.js)
 * @property {keyof typeof DEV_PORTS} project  folder name, e.g. 'mfe-admin'
 * @property {string} federationName  Module Federation name, e.g. 'mfe_admin'
 * @property {'host' | 'remote'} kind
 * @property {Record<string, string>} [exposes]  remotes: exposed modules
 * @property {string} title          HTML title
 */

/**
 * @param {AppOptions} app
 * @param {Record<string, any>} env   rspack CLI env
 * @param {{ mode?: string }} argv
 * @returns {import('@rspack/core').Configuration}
 */
export function createRspackConfig(app, env = {}, argv = {}) {
  const isDev = argv.mode === 'development' || !!env.RSPACK_SERVE;
  const isHost = app.kind === 'host';
  const port = DEV_PORTS[app.project];

  /** @type {import('@rspack/core').DevServerProxyConfigArray} */
  const proxy = [{ context: ['/api', '/health'], target: API_TARGET, changeOrigin: false }];
  if (isHost) {
    for (const [project, remotePort] of Object.entries(DEV_PORTS)) {
      if (project === 'shell') continue;
      proxy.push({
        context: [`/remotes/${project}`],
        target: `http://localhost:${remotePort}`,
        pathRewrite: { [`^/remotes/${project}`]: '' },
      });
    }
  }

  // Remotes ship only their container in production; in development they also run alone on a dev host.
  /** @type {import('@rspack/core').EntryObject} */
  const entry = isHost || isDev ? { main: './src/main.ts' } : {};
  // The shell's production build ships antd's component styles as a stylesheet (./antd-styles.js).
  const antdStyles = isHost && !isDev ? new AntdStylesPlugin() : null;

  return {
    name: app.project,
    context: app.dir,
    mode: isDev ? 'development' : 'production',
    // Production maps are for operators, not the public: no sourceMappingURL comment, written to
    // <app>/dist-sourcemaps beside the build, so neither the gateway nor the images serve them.
    devtool: isDev ? 'cheap-module-source-map' : 'hidden-source-map',
    // Nx + rspack >= 2.1 fails on the default cache ("cache.maxAge must be a positive integer"): set it.
    cache: { type: 'memory' },
    entry,
    output: {
      path: path.join(app.dir, 'dist'),
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      sourceMapFilename: isDev ? '[file].map' : '../dist-sourcemaps/[file].map',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      // Host at '/', remotes wherever they are served (/remotes/<folder>/ behind the gateway).
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // libs/contracts is ESM source with '.js' suffixes on relative imports.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // Workspace libraries resolve to their TypeScript sources (package.json exports condition).
      conditionNames: ['@rtm/source', 'browser', 'import', 'module', isDev ? 'development' : 'production', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev } },
              target: 'es2022',
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.federationName,
        ...(isHost
          ? { remotes: {}, manifest: false } // remotes come from /mf-remotes.json at run time
          : { filename: 'remoteEntry.js', exposes: app.exposes ?? {}, manifest: { fileName: 'mf-manifest.json' } }),
        shared: sharedModules(),
        // One copy of the federation runtime: the shell provides it, production remotes use it
        // (their remoteEntry.js drops from about 29 KB to a few KB gzip). In development a remote is
        // its own host, so it keeps its runtime.
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: !isDev },
        dts: false,
        dev: isDev ? { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true } : false,
      }),
      ...(isHost || isDev
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(buildDir, 'index.html'),
              templateParameters: {
                title: app.title,
                antdStylesheet: antdStyles ? `<link rel="stylesheet" href="/${antdStyles.fileName}" />` : '',
              },
            }),
          ]
        : []),
      // The page's icon (/favicon.ico) next to every HTML page: the shell's, and a remote's dev host.
      ...(isHost || isDev
        ? [
            new rspack.CopyRspackPlugin({
              patterns: [
                ...(isHost ? [{ from: 'public', to: '.', noErrorOnMissing: true }] : []),
                { from: path.join(buildDir, 'favicon.ico'), to: 'favicon.ico' },
              ],
            }),
          ]
        : []),
      ...(antdStyles ? [antdStyles] : []),
      // Production files go out compressed (brotli and gzip made here once, served as they are).
      ...(isDev ? [] : [new PrecompressPlugin()]),
    ],
    // rspack 2 compiles dynamic imports lazily in dev by default; Module Federation's async boundary needs them eagerly.
    lazyCompilation: false,
    optimization: { minimize: !isDev },
    performance: { hints: false },
    devServer: {
      port,
      host: '0.0.0.0',
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy,
    },
  };
}
