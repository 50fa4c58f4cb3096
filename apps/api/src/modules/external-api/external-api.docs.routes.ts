import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { accept } from '../../http/validate.js';
import { externalApiDocument } from './external-api.openapi.js';

// /api/docs: the OpenAPI document (JSON) and /api/docs/ui, Swagger UI served from the installed
// swagger-ui-dist package (no CDN: it works offline and under the API's CSP, script-src 'self').

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Swagger UI's own initializer points at a demo document; ours points at this instance's, relative to the page.
const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: new URL('../../docs', window.location.href).href,
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
};
`;

export const externalApiDocsRoutes = Router();

externalApiDocsRoutes.get('/docs', accept({}), (_req, res) => {
  res.json(externalApiDocument);
});

// The page's relative assets need the trailing slash (the route matches both spellings: only one redirects).
externalApiDocsRoutes.get('/docs/ui', accept({}), (req, res, next) => {
  if (req.originalUrl.split('?')[0].endsWith('/')) return next();
  res.redirect(301, `${req.baseUrl}/docs/ui/`);
});

externalApiDocsRoutes.get('/docs/ui/swagger-initializer.js', accept({}), (_req, res) => {
  res.type('application/javascript').send(INITIALIZER);
});

externalApiDocsRoutes.use('/docs/ui', express.static(swaggerUiDir, { index: 'index.html', redirect: false }));
