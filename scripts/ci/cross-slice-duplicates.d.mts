export declare const SLICES: readonly string[];
export declare function sliceOf(file: string): string;
export declare function importLines(text: string): Set<number>;
export declare function countedLines(text: string, start: number, end: number): number;
export declare function classify(
  output: string,
  read?: (file: string) => string,
): { crossing: string[]; imports: string[]; touching: string[] };
