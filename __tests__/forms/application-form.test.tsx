import { act, screen, waitFor } from "@testing-library/react";
import { ApplicationForm } from "../../src/components/forms/application-form";
import { renderWithTheme } from "../setup/render";
import { stubFetch, enter, setupUser } from "./helpers";

const RESUME_URL = "/api/resumes/0b5c2f1e-7d1a-4c3e-9f2a-1b2c3d4e5f60";
const pdf = (name = "resume.pdf", size = 2048) =>
  new File([new Uint8Array(size)], name, { type: "application/pdf" });

async function fillAll(user: ReturnType<typeof setupUser>) {
  await enter(user, screen.getByLabelText("First name"), "Imran");
  await enter(user, screen.getByLabelText("Last name"), "Siddiqui");
  await enter(user, screen.getByLabelText("Faculty number", { exact: false }), "22MEB123");
  await user.selectOptions(screen.getByLabelText("Year of study", { exact: false }), "Second");
  await enter(user, screen.getByLabelText("Branch", { exact: false }), "Mechanical");
  await enter(user, screen.getByLabelText("Enrollment number", { exact: false }), "GK1234");
  await enter(user, screen.getByLabelText("E-mail", { exact: false }), "imran@example.com");
  await enter(user, screen.getByLabelText("Phone", { exact: false }), "+91 90000 00001");
}

describe("application form", () => {
  it("posts to the API by itself as multipart, the resume file in the same request", () => {
    renderWithTheme(<ApplicationForm />);
    const form = screen.getByRole("form", { name: "Register here" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/register");
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(form.querySelector('input[type="file"]')).toHaveAttribute("name", "resumeFile");
  });

  it("shows every field's message and offers First to Fourth", async () => {
    const api = stubFetch();
    const user = setupUser();
    renderWithTheme(<ApplicationForm />);
    const year = screen.getByLabelText("Year of study", { exact: false });
    expect([...(year as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      "Select your year",
      "First",
      "Second",
      "Third",
      "Fourth",
    ]);
    await user.click(screen.getByRole("button", { name: "Apply" }));
    for (const message of [
      "Name is required",
      "Faculty No. is required",
      "Please select your year of study",
      "Please mention your branch",
      "Email is required",
      "Phone No. is required",
      "Enrollment No. is required",
      "Please upload your Resume",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it("refuses a non-PDF before uploading, and says so", async () => {
    const api = stubFetch();
    const user = setupUser({ applyAccept: false });
    renderWithTheme(<ApplicationForm />);
    await user.upload(
      screen.getByLabelText("Resume", { exact: false }),
      new File(["x"], "cv.docx", { type: "application/msword" }),
    );
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(screen.getByText("Your resume must be a PDF")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says so when the upload fails, instead of failing silently", async () => {
    const api = stubFetch();
    api.respond(500, {});
    const user = setupUser();
    renderWithTheme(<ApplicationForm />);
    await user.upload(screen.getByLabelText("Resume", { exact: false }), pdf());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(
      await screen.findByText("The upload failed. Please check your connection and try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload" })).toBeInTheDocument();
  });

  it("uploads (Upload → Uploading... → Uploaded), applies, shows Success! and resets everything", async () => {
    const api = stubFetch();
    const releaseUpload = api.hold(201, { url: RESUME_URL });
    api.respond(201, { ok: true });
    const user = setupUser();
    renderWithTheme(<ApplicationForm />);
    await fillAll(user);
    await user.upload(screen.getByLabelText("Resume", { exact: false }), pdf());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(screen.getByRole("button", { name: "Uploading..." })).toHaveAttribute("aria-busy", "true");
    await act(async () => releaseUpload());
    expect(await screen.findByRole("button", { name: "Uploaded" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("file Uploaded");
    expect(api.calls[0]?.url).toBe("/api/resumes");

    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("dialog", { name: "Success!" })).toHaveTextContent(
      "Thank you for your application. We will get back to you as soon as possible.",
    );
    expect(api.calls[1]?.url).toBe("/api/register");
    expect(api.bodyOf(1)).toMatchObject({
      name: "Imran Siddiqui",
      faculty: "22MEB123",
      yr: "Second",
      branch: "Mechanical",
      email: "imran@example.com",
      phone: "+91 90000 00001",
      enrollment: "GK1234",
      resume: RESUME_URL,
    });
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveValue(""));
    expect(screen.getByRole("button", { name: "Upload" })).toBeInTheDocument();
    expect((screen.getByLabelText("Resume", { exact: false }) as HTMLInputElement).files).toHaveLength(0);
  });

  it("keeps everything filled and shows Error! when registering fails", async () => {
    const api = stubFetch();
    api.respond(201, { url: RESUME_URL });
    api.respond(503, {});
    const user = setupUser();
    renderWithTheme(<ApplicationForm />);
    await fillAll(user);
    await user.upload(screen.getByLabelText("Resume", { exact: false }), pdf());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await screen.findByRole("button", { name: "Uploaded" });
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("dialog", { name: "Error!" })).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveValue("Imran");
    expect(screen.getByRole("button", { name: "Uploaded" })).toBeInTheDocument();
  });

  it("starts the upload over when another file is chosen", async () => {
    const api = stubFetch();
    api.respond(201, { url: RESUME_URL });
    const user = setupUser();
    renderWithTheme(<ApplicationForm />);
    const input = screen.getByLabelText("Resume", { exact: false });
    await user.upload(input, pdf());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await screen.findByRole("button", { name: "Uploaded" });
    await user.upload(input, pdf("other.pdf"));
    expect(screen.getByRole("button", { name: "Upload" })).toBeInTheDocument();
  });
});
