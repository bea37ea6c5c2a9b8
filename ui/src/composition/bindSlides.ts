import { ApiClient } from "@lectern/core/api/ApiClient";
import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { FileUploadPort } from "@lectern/core/ports/FileUploadPort";
import { createRecordSlidesFactory } from "@lectern/core/slides/application/createRecordSlidesFactory";
import { RecordSlidesFactory } from "@lectern/core/slides/application/RecordSlides";
import { SlideFiles } from "@lectern/core/slides/application/SlideFiles";
import { SlidesCalls } from "@lectern/core/slides/application/slidesCalls";
import type { Container } from "inversify";

/**
 * The slides of a record (its Slides tab, the widget's SLIDE NOTES tab), bound with the first of them
 * to load. The upload and the file reader are signed-in ports: a visitor who is not signed in reads the
 * notes, and the pages once signed in.
 */
export const bindSlides = (container: Container): void => {
  container.bind(RecordSlidesFactory).toResolvedValue(
    (api: ApiClient, lifecycle: AppLifecycle) => {
      // The signed-in ports are bound once the signed-in services are ready (AppLifecycle).
      const signedIn =
        <T>(id: symbol) =>
        (): T | null =>
          lifecycle.state.phase === "ready" ? container.get<T>(id) : null;
      return createRecordSlidesFactory(
        new SlidesCalls(api),
        signedIn<FileUploadPort>(FileUploadPort),
        signedIn<SlideFiles>(SlideFiles),
      );
    },
    [ApiClient, AppLifecycle],
  );
};
