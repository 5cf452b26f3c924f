export declare function findChromium(): string | undefined;
export declare function ensureChromium(): string;
