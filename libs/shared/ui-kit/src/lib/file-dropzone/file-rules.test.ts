import { isAcceptedType, pictureRules, refusalMessage, validateFiles } from './file-rules';

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

describe('pictureRules and refusalMessage', () => {
  const picture = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

  it('takes a JPEG, PNG or WebP picture up to the size given, and says why another is refused', () => {
    const rules = pictureRules(1);
    const { accepted, rejected } = validateFiles(
      [
        picture('photo.jpg', 'image/jpeg', 1024 * 1024),
        picture('photo.webp', 'image/webp', 10),
        picture('scan.pdf', 'application/pdf', 10),
        picture('big.png', 'image/png', 1024 * 1024 + 1),
      ],
      rules,
    );

    expect(accepted.map((file) => file.name)).toEqual(['photo.jpg', 'photo.webp']);
    const messages = { tooBig: 'Trop lourde', wrongType: 'Pas une image' };
    expect(rejected.map((rejection) => [rejection.file.name, refusalMessage(rejection, messages)])).toEqual([
      ['scan.pdf', 'Pas une image'],
      ['big.png', 'Trop lourde'],
    ]);
  });

  it('limits the number of pictures only when asked', () => {
    const files = [picture('a.png', 'image/png', 1), picture('b.png', 'image/png', 1)];

    expect(validateFiles(files, pictureRules(5)).accepted).toHaveLength(2);
    expect(validateFiles(files, pictureRules(5, 1)).rejected.map((rejection) => rejection.reason)).toEqual(['count']);
  });
});
