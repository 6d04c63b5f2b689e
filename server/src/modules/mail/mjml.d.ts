/** The part of mjml's API the mail layout uses (version 5 ships no types; it renders asynchronously). */
declare module 'mjml' {
  export interface MjmlError {
    line: number;
    message: string;
    tagName: string;
  }
  export interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    minify?: boolean;
    keepComments?: boolean;
    /** Web fonts to link when the mail uses them, by name; {} links none. */
    fonts?: Record<string, string>;
  }
  export default function mjml2html(input: string, options?: MjmlOptions): Promise<{ html: string; errors: MjmlError[] }>;
}
