export { InputError, formatLocation, displayPath } from './errors';
export type { InputLocation } from './errors';
export { streamCsv, parseNumber, isMissing, MISSING_TOKENS } from './csv';
export { readScoresCsv } from './scores';
export type { ScoresCsvOptions, ScoresData } from './scores';
export { readRocCsv } from './roc';
export type { RocPointsData } from './roc';
