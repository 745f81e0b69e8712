import { isAcceptedType, validateFiles } from './file-rules';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('isAcceptedType', () => {
  it('accepts everything without a rule', () => {
    expect(isAcceptedType(file('a.exe', 'application/x-msdownload'))).toBe(true);
  });

  it('matches MIME types, wildcards and extensions, case-insensitively', () => {
    expect(isAcceptedType(file('photo.JPG', 'image/jpeg'), 'image/*')).toBe(true);
    expect(isAcceptedType(file('doc.pdf', 'application/pdf'), 'image/*, application/pdf')).toBe(true);
    expect(isAcceptedType(file('scan.PDF', ''), '.pdf')).toBe(true);
    expect(isAcceptedType(file('notes.txt', 'text/plain'), 'image/*,.pdf')).toBe(false);
  });
});

describe('validateFiles', () => {
  it('refuses wrong types, then too large files, then files over the count', () => {
    const ok1 = file('a.png', 'image/png', 100);
    const ok2 = file('b.png', 'image/png', 100);
    const big = file('big.png', 'image/png', 5000);
    const text = file('c.txt', 'text/plain', 10);
    const extra = file('d.png', 'image/png', 100);

    const result = validateFiles([ok1, text, big, ok2, extra], { accept: 'image/*', maxSize: 1000, maxFiles: 3 }, 1);

    expect(result.accepted).toEqual([ok1, ok2]);
    expect(result.rejected).toEqual([
      { file: text, reason: 'type' },
      { file: big, reason: 'size' },
      { file: extra, reason: 'count' },
    ]);
  });

  it('accepts a file exactly at the size limit', () => {
    const exact = file('a.png', 'image/png', 1000);
    expect(validateFiles([exact], { maxSize: 1000 }).accepted).toEqual([exact]);
  });
});
