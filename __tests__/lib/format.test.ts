import { albumTitle, copyLabel, countLabel, formatBytes } from "../../src/lib/format";
import { telHref } from "../../src/lib/tel";
import { EMAIL_PATTERN } from "../../src/lib/form-fields";

const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

describe("format helpers", () => {
  it("formats sizes, counts, phone links and copy-button names", () => {
    expect(formatBytes(900)).toBe("900 bytes");
    expect(formatBytes(174240)).toBe("170 KB");
    expect(formatBytes(2_500_000)).toBe("2.4 MB");
    expect(countLabel(1, "photo")).toBe("1 photo");
    expect(countLabel(12, "photo")).toBe("12 photos");
    expect(telHref("+91 00000 00001")).toBe("tel:+910000000001");
    expect(copyLabel("Account Number")).toBe("Copy account number");
    expect(copyLabel("IFSC Code")).toBe("Copy ifsc code");
    expect(albumTitle({ name: "Auto Expo 2018", order: 6 })).toBe("Auto Expo 2018");
    expect(albumTitle({ name: null, order: 7 })).toBe("Photo album 7");
  });

  it("checks e-mail addresses as text @ text . text, with no spaces inside", () => {
    expect(isValidEmail("fan@example.org")).toBe(true);
    expect(isValidEmail(" fan@example.org ")).toBe(true);
    expect(isValidEmail("fan@example")).toBe(false);
    expect(isValidEmail("fan example@x.org")).toBe(false);
    expect(isValidEmail("")).toBe(false);
  });
});
