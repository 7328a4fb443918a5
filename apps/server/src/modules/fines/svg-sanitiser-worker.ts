// The SVG sanitiser's thread (see svg-sanitiser.ts): jsdom and DOMPurify, loaded once, off the
// event loop. Plain erasable TypeScript importing only packages, so Node runs it as it is.
import { parentPort } from 'node:worker_threads';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG = 'http://www.w3.org/2000/svg';
/** A reference inside the photo, or a PNG or JPEG embedded in it: nothing the photo would fetch. */
const LOCAL_HREF = /^(#|data:image\/(png|jpeg);base64,)/i;

const purify = createDOMPurify(new JSDOM('').window);
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  if ((name === 'href' || name.endsWith(':href')) && !LOCAL_HREF.test(data.attrValue.trim())) data.keepAttr = false;
});

/**
 * SVG's mixed-case names. DOMPurify's lists hold them in lower case, as the HTML parser gives them;
 * the XML parser keeps their case, so without these a gradient, a filter or a viewBox is lost.
 */
const MIXED_CASE_TAGS = [
  'clipPath',
  'linearGradient',
  'radialGradient',
  'textPath',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];
const MIXED_CASE_ATTRIBUTES = [
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'spreadMethod',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'pathLength',
  'stdDeviation',
  'baseFrequency',
  'numOctaves',
  'stitchTiles',
  'kernelMatrix',
  'kernelUnitLength',
  'preserveAlpha',
  'targetX',
  'targetY',
  'edgeMode',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'surfaceScale',
  'tableValues',
  'limitingConeAngle',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'filterUnits',
  'primitiveUnits',
  'xChannelSelector',
  'yChannelSelector',
];

const CONFIG = {
  // Parsed as XML, so namespaces and prefixes are read as a browser reads an SVG file.
  PARSER_MEDIA_TYPE: 'application/xhtml+xml' as const,
  NAMESPACE: SVG,
  USE_PROFILES: { svg: true, svgFilters: true },
  // A style sheet may fetch (`@import`, `url()`), and no allow-list reads CSS.
  ADD_TAGS: MIXED_CASE_TAGS,
  ADD_ATTR: MIXED_CASE_ATTRIBUTES,
  FORBID_TAGS: ['script', 'foreignObject', 'style'],
  // A removed element takes its content with it: no script's text left behind as the photo's.
  KEEP_CONTENT: false,
};

parentPort!.on('message', ({ id, text }: { id: number; text: string }) => {
  try {
    parentPort!.postMessage({ id, svg: purify.sanitize(text, CONFIG) });
  } catch (error) {
    parentPort!.postMessage({ id, error: String(error) });
  }
});
