/**
 * A small line-fitting document printer in the style of Wadler's "prettier printer", the algorithm Prettier
 * itself uses. The type generator builds its output as such documents so that it lays lines out as the
 * Supabase CLI's output is laid out (that output is Prettier-formatted at a print width of 80): a group goes
 * on one line when it fits, and breaks at its `line`s when it does not, or when it is marked as broken.
 */

export type Doc = string | Doc[] | Group | Indent | Align | Line | IfBreak;

interface Group {
  kind: 'group';
  contents: Doc;
  /** Broken regardless of width; propagates to every enclosing group, as a hard line does. */
  break: boolean;
}
interface Indent {
  kind: 'indent';
  contents: Doc;
}
interface Align {
  kind: 'align';
  width: number;
  contents: Doc;
}
interface Line {
  kind: 'line';
  /** Prints nothing, rather than a space, when its group is flat. */
  soft: boolean;
  /** Always a new line. */
  hard: boolean;
}
interface IfBreak {
  kind: 'ifBreak';
  breakContents: Doc;
  flatContents: Doc;
}

export const line: Doc = { kind: 'line', soft: false, hard: false };
export const softline: Doc = { kind: 'line', soft: true, hard: false };
export const hardline: Doc = { kind: 'line', soft: false, hard: true };

export function group(contents: Doc, options: { break?: boolean } = {}): Doc {
  return { kind: 'group', contents, break: options.break ?? false };
}

/** Lines inside start two spaces further in. */
export function indent(contents: Doc): Doc {
  return { kind: 'indent', contents };
}

/** Lines inside start `width` spaces further in. */
export function align(width: number, contents: Doc): Doc {
  return { kind: 'align', width, contents };
}

export function ifBreak(breakContents: Doc, flatContents: Doc = ''): Doc {
  return { kind: 'ifBreak', breakContents, flatContents };
}

export function join(separator: Doc, docs: Doc[]): Doc[] {
  return docs.flatMap((doc, i) => (i === 0 ? [doc] : [separator, doc]));
}

/** Marks every group that contains a hard line or a broken group as broken itself. */
function propagateBreaks(doc: Doc): boolean {
  if (typeof doc === 'string') return false;
  if (Array.isArray(doc)) return doc.map(propagateBreaks).some(Boolean);
  switch (doc.kind) {
    case 'group': {
      const inner = propagateBreaks(doc.contents);
      if (inner) doc.break = true;
      return doc.break;
    }
    case 'indent':
    case 'align':
      return propagateBreaks(doc.contents);
    case 'ifBreak':
      return [propagateBreaks(doc.breakContents), propagateBreaks(doc.flatContents)].some(Boolean);
    case 'line':
      return doc.hard;
  }
}

type Mode = 'break' | 'flat';
interface Command {
  indentation: number;
  mode: Mode;
  doc: Doc;
}

/**
 * Whether `next` printed flat, followed by what is left to print up to its first possible line break, fits
 * in `width` columns.
 */
function fits(next: Command, rest: Command[], width: number): boolean {
  let restIndex = rest.length;
  const stack: Command[] = [next];
  while (width >= 0) {
    const command = stack.pop() ?? (restIndex > 0 ? rest[--restIndex] : undefined);
    if (!command) return true;
    const { mode, doc } = command;
    if (typeof doc === 'string') {
      width -= doc.length;
    } else if (Array.isArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) stack.push({ ...command, doc: doc[i] });
    } else {
      switch (doc.kind) {
        case 'indent':
        case 'align':
          stack.push({ ...command, doc: doc.contents });
          break;
        case 'group':
          stack.push({ ...command, mode: doc.break ? 'break' : mode, doc: doc.contents });
          break;
        case 'ifBreak':
          stack.push({ ...command, doc: mode === 'break' ? doc.breakContents : doc.flatContents });
          break;
        case 'line':
          if (mode === 'break' || doc.hard) return true;
          if (!doc.soft) width -= 1;
          break;
      }
    }
  }
  return false;
}

/** Lays `doc` out in lines of at most `width` columns where it can; no trailing spaces are left on a line. */
export function printDoc(doc: Doc, width = 80): string {
  propagateBreaks(doc);
  const out: string[] = [];
  let column = 0;
  const commands: Command[] = [{ indentation: 0, mode: 'break', doc }];
  while (commands.length > 0) {
    const command = commands.pop()!;
    const { indentation, mode, doc } = command;
    if (typeof doc === 'string') {
      out.push(doc);
      column += doc.length;
    } else if (Array.isArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) commands.push({ ...command, doc: doc[i] });
    } else {
      switch (doc.kind) {
        case 'indent':
          commands.push({ indentation: indentation + 2, mode, doc: doc.contents });
          break;
        case 'align':
          commands.push({ indentation: indentation + doc.width, mode, doc: doc.contents });
          break;
        case 'group': {
          const flat: Command = { indentation, mode: 'flat', doc: doc.contents };
          if (mode === 'flat' || (!doc.break && fits(flat, commands, width - column))) commands.push(flat);
          else commands.push({ indentation, mode: 'break', doc: doc.contents });
          break;
        }
        case 'ifBreak':
          commands.push({ ...command, doc: mode === 'break' ? doc.breakContents : doc.flatContents });
          break;
        case 'line':
          if (mode === 'flat' && !doc.hard) {
            if (!doc.soft) {
              out.push(' ');
              column += 1;
            }
          } else {
            trimTrailingSpaces(out);
            out.push('\n' + ' '.repeat(indentation));
            column = indentation;
          }
          break;
      }
    }
  }
  trimTrailingSpaces(out);
  return out.join('');
}

function trimTrailingSpaces(out: string[]): void {
  while (out.length > 0) {
    const last = out[out.length - 1].replace(/[ \t]+$/, '');
    if (last === '') out.pop();
    else {
      out[out.length - 1] = last;
      return;
    }
  }
}
