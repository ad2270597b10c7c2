export declare const AFTER_PAINT_TEMPLATE_ID: string;
export declare const AFTER_PAINT_LOADER: string;
