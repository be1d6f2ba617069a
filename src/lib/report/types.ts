/**
 * The report model's TypeScript types, inferred from the zod schema in schema.ts (the one definition of the report
 * JSON; schema/report.schema.json and the site's content loader derive from it too).
 */
import type { z } from 'zod';
import type * as S from './schema';

export type Range = [number, number];
export type Pt = [number, number];

export type Report = z.infer<typeof S.reportSchema>;
export type Provenance = z.infer<typeof S.provenance>;
export type Warning = z.infer<typeof S.warning>;
export type ModelReport = z.infer<typeof S.model>;
export type GeometryPoint = z.infer<typeof S.geometryPoint>;
/** Regions of ROC space shared by all models (Sameni Sec. 6), drawn over the ROC chart. */
export type GeometryRegions = z.infer<typeof S.geometryRegions>;
export type ModelScenario = z.infer<typeof S.modelScenario>;
export type FeasibleRegionJson = z.infer<typeof S.feasibleRegion>;
export type ScenarioSummary = z.infer<typeof S.scenarioSummary>;
export type Heatmap = z.infer<typeof S.heatmap>;
export type HeatmapCell = z.infer<typeof S.heatmapCell>;
export type DutchDrawBaseline = z.infer<typeof S.ddBaseline>;
export type DutchDrawExpectation = z.infer<typeof S.ddExpectation>;
export type OperatingPoint = z.infer<typeof S.operatingPoint>;
export type SelectionEntry = z.infer<typeof S.selectionEntry>;
export type Recommendation = z.infer<typeof S.recommendation>;
