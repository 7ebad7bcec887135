import { randomBytes } from 'node:crypto';
import { zipOf } from '@rtm/backend/testing';

const column = (n: number) => {
  let name = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) name = String.fromCharCode(65 + ((i - 1) % 26)) + name;
  return name;
};

/**
 * An honest .xlsx (its sizes are what they say, it expands to less than the zip-bomb limit) of `rows` rows of
 * `columns` cells of random text: about 32 bytes a cell once compressed, so 2,600 x 100 cells make some 8 MB.
 * What costs a whole-workbook reader hundreds of MB; a streaming reader stops at the cell limit.
 */
export function manyCellsWorkbook(rows = 2600, columns = 100, cellChars = 40): Buffer {
  const names = Array.from({ length: columns }, (_, c) => column(c + 1));
  const sheet: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  for (let r = 1; r <= rows; r++) {
    const text = randomBytes(Math.ceil((cellChars * columns * 3) / 4)).toString('base64');
    sheet.push(`<row r="${r}">`);
    for (let c = 0; c < columns; c++) {
      sheet.push(`<c r="${names[c]}${r}" t="inlineStr"><is><t>${text.slice(c * cellChars, (c + 1) * cellChars)}</t></is></c>`);
    }
    sheet.push('</row>');
  }
  sheet.push('</sheetData></worksheet>');
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`);
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Risks" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet.join('')) },
  ]);
}
