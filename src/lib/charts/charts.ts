/**
 * The report's charts: one function per chart, each building one Observable Plot spec from a Report (the JSON
 * contract of src/lib/report/schema.ts), rendering it to SVG at build time, and returning the title, a default caption
 * and the data as a table (the chart's text alternative).
 *
 * This module is a barrel: each chart lives in its own module (roc.ts, pr.ts, feasible.ts, lesser.ts, heatmap.ts)
 * and the shared helpers in common.ts. It is the Node entry: importing it provides jsdom to the renderer (render.ts).
 */
import './render';
export * from './common';
export * from './roc';
export * from './pr';
export * from './feasible';
export * from './lesser';
export * from './heatmap';
export * from './selection-roc';
export * from './selection-thresholds';
export * from './forest';
export * from './win-probability';
export { NEUTRAL, modelColors } from './palette';
