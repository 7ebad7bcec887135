import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface BrowserSecurityConfig {
  CSP_SCRIPT_ORIGINS: string;
  CSP_CONNECT_ORIGINS: string;
}

export const originList = (value: string): string[] =>
  value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/** The Content-Security-Policy of every page (deploy/docker/static-security-headers.conf sends the same). */
export function contentSecurityPolicy(config: BrowserSecurityConfig): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...originList(config.CSP_SCRIPT_ORIGINS)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...originList(config.CSP_SCRIPT_ORIGINS), ...originList(config.CSP_CONNECT_ORIGINS)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * helmet on every answer: a Content-Security-Policy the shell and the remotes pass (scripts only from the
 * page's origin and the configured remote origins, no inline script; antd writes its CSS-in-JS into <style>
 * elements, hence inline styles), no framing at all, no MIME sniffing, no full URLs in Referer. HSTS only on
 * answers that went over TLS: a plain-HTTP development server must not pin browsers to HTTPS.
 */
export function securityHeaders(config: BrowserSecurityConfig): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config),
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => {
    // req.secure asks the trust-proxy check (an address parse) each time: only when TLS or a proxy's word is there.
    if ((req.socket as { encrypted?: boolean }).encrypted || req.headers['x-forwarded-proto'] ? req.secure : false)
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    headers(req, res, next);
  };
}
