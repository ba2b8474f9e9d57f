/** The three output formats: aligned text tables, markdown, and the report object as JSON. */
import type { AuditReport } from './report.js';
import { getResultLine, getSections, getSummaryLines, type Cell, type Section } from './sections.js';

export const FORMATS = ['text', 'json', 'markdown'] as const;
export type Format = (typeof FORMATS)[number];

export interface TextStyle {
  readonly color: boolean;
}

const ansi = { bold: [1, 22], red: [31, 39], green: [32, 39] } as const;

function paint(text: string, style: keyof typeof ansi, enabled: boolean): string {
  const [open, close] = ansi[style];
  return enabled ? `\u001B[${open}m${text}\u001B[${close}m` : text;
}

/** Control characters of user-supplied text (a reason, a comment) would drive the terminal. */
function toPlainText(cell: Cell): string {
  return String(cell).replaceAll(/[\u0000-\u001F\u007F-\u009F]/gu, ' ');
}

function drawTextTable(section: Section, color: boolean): string[] {
  const rows = [section.headers, ...section.rows].map((row) => row.map(toPlainText));
  const widths = section.headers.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const last = section.headers.length - 1;
  return rows.map((row, index) => {
    const line = row
      .map((cell, column) => {
        if (section.numeric.includes(column)) return cell.padStart(widths[column] ?? 0);
        // The last column is left ragged: no trailing spaces.
        return column === last ? cell : cell.padEnd(widths[column] ?? 0);
      })
      .join('  ')
      .trimEnd();
    if (index === 0) return paint(line, 'bold', color);
    return section.failing?.has(index - 1) ? paint(line, 'red', color) : line;
  });
}

export function formatText(report: AuditReport, style: TextStyle): string {
  const title = paint(`VFS compliance audit (${report.tool.name} ${report.tool.version})`, 'bold', style.color);
  const lines = [title, '', ...getSummaryLines(report)];
  for (const section of getSections(report)) {
    lines.push('', paint(section.title, 'bold', style.color));
    if (section.rows.length === 0) lines.push(`  ${section.empty}`);
    else lines.push(...drawTextTable(section, style.color).map((line) => `  ${line}`));
  }
  const result = getResultLine(report);
  lines.push('', paint(result, report.result.exitCode === 0 ? 'green' : 'red', style.color));
  return `${lines.join('\n')}\n`;
}

/**
 * User-supplied text (suppression reasons and comments, file names) as inert markdown: HTML
 * (`<details>`), table pipes, line breaks and emphasis or link syntax stay text, so a reason
 * cannot swallow the rest of a pull-request comment.
 */
export function escapeMarkdown(cell: Cell): string {
  return toPlainText(String(cell).replaceAll(/\r\n?|\n/gu, ' '))
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll(/[\\`*_[\]|~]/gu, (character) => `\\${character}`);
}

function drawMarkdownTable(section: Section): string[] {
  const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const rule = `| ${section.headers.map((_, column) => (section.numeric.includes(column) ? '---:' : '---')).join(' | ')} |`;
  return [
    row(section.headers.map(escapeMarkdown)),
    rule,
    ...section.rows.map((cells, index) =>
      row(cells.map((cell) => (section.failing?.has(index) ? `**${escapeMarkdown(cell)}**` : escapeMarkdown(cell)))),
    ),
  ];
}

export function formatMarkdown(report: AuditReport): string {
  const summary = getSummaryLines(report).map((line) => `- ${escapeMarkdown(line)}`);
  const lines = ['# VFS compliance audit', '', `${report.tool.name} ${report.tool.version}`, '', ...summary];
  for (const section of getSections(report)) {
    lines.push('', `## ${escapeMarkdown(section.title)}`, '');
    if (section.rows.length === 0) lines.push(escapeMarkdown(section.empty));
    else lines.push(...drawMarkdownTable(section));
  }
  lines.push('', `**${escapeMarkdown(getResultLine(report))}**`);
  return `${lines.join('\n')}\n`;
}

export function formatReport(report: AuditReport, format: Format, style: TextStyle): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(report, null, 2)}\n`;
    case 'markdown':
      return formatMarkdown(report);
    case 'text':
      return formatText(report, style);
  }
}
