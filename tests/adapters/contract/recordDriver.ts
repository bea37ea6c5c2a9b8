import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { WireResponse } from "@lectern/core/api/wire";
import {
  CaptionsDocument,
  CdnDocument,
  RecordSessionDocument,
  ResourceDocument,
  ResourceList,
  TemporaryFileDocument,
  WaveformDocument,
} from "./recordDocuments";

const tagList = (ids: readonly string[]) => ({ data: ids.map((id) => ({ type: "tags", id })) });

/** The record page's calls (spec 3 §7), one request each, through core's ApiClient. */
export class RecordDriver {
  constructor(readonly api: ApiClient) {}

  session(id: string, include?: string) {
    return this.api.request(
      { method: "GET", path: `sessions/${id}`, ...(include ? { query: { include } } : {}) },
      RecordSessionDocument,
    );
  }

  rename(id: string, name: unknown) {
    return this.api.request(
      { method: "PATCH", path: `sessions/${id}`, body: { data: { type: "sessions", id, attributes: { name } } } },
      RecordSessionDocument,
    );
  }

  remove(id: string): Promise<WireResponse> {
    return this.api.send({ method: "DELETE", path: `sessions/${id}` });
  }

  favourite(id: string) {
    return this.api.request({ method: "POST", path: `v2/session/${id}/make-favorite` }, RecordSessionDocument);
  }

  unfavourite(id: string) {
    return this.api.request({ method: "DELETE", path: `v2/session/${id}/remove-favorite` }, RecordSessionDocument);
  }

  tags() {
    return this.api.request({ method: "GET", path: "tags" }, ResourceList);
  }

  createTag(tag: unknown) {
    return this.api.request(
      { method: "POST", path: "tags", body: { data: { type: "tags", attributes: { tag } } } },
      ResourceDocument,
    );
  }

  tagSession(id: string, tagIds: readonly string[], attach = true) {
    return this.api.request(
      { method: attach ? "POST" : "DELETE", path: `sessions/${id}/relationships/tags`, body: tagList(tagIds) },
      RecordSessionDocument,
    );
  }

  tagPoi(id: string, tagIds: readonly string[], attach = true) {
    return this.api.request(
      { method: attach ? "POST" : "DELETE", path: `pois/${id}/relationships/tags`, body: tagList(tagIds) },
      ResourceDocument,
    );
  }

  pois(sessionId: string, include?: string) {
    return this.api.request(
      { method: "GET", path: `sessions/${sessionId}/relationships/pois`, ...(include ? { query: { include } } : {}) },
      ResourceList,
    );
  }

  renamePoi(id: string, name: unknown) {
    return this.api.request(
      { method: "PATCH", path: `pois/${id}`, body: { data: { type: "sessions_pois", id, attributes: { name } } } },
      ResourceDocument,
    );
  }

  removePoi(id: string): Promise<WireResponse> {
    return this.api.send({ method: "DELETE", path: `pois/${id}` });
  }

  zip(id: string) {
    return this.api.request({ method: "GET", path: `sessions/${id}/zip` }, TemporaryFileDocument);
  }

  cdn(streamId: string) {
    return this.api.request({ method: "GET", path: `streams/${streamId}/temporary/cdn` }, CdnDocument);
  }

  download(streamId: string) {
    return this.api.request({ method: "GET", path: `streams/${streamId}/temporary` }, TemporaryFileDocument);
  }

  waveform(streamId: string) {
    return this.api.request({ method: "GET", path: `streams/${streamId}/waveform` }, WaveformDocument);
  }

  captions(streamId: string) {
    return this.api.request({ method: "GET", path: `streams/${streamId}/captions` }, CaptionsDocument);
  }

  transcripts(sessionId: string) {
    return this.api.request({ method: "GET", path: `sessions/${sessionId}/transcripts` }, ResourceList);
  }
}
