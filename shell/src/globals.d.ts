declare const __DEFAULT_ORG_PREFIX__: string;
