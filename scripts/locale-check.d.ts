export declare function describeLocales(name: string, dir: string): void;
