import type { CameraDevice } from "@lectern/core/ports/MediaPort";

/** Stands for "the camera the browser picks" when it hides the real ids (no video device has this id). */
export const ANY_CAMERA_ID = "default";

/**
 * The cameras enumerateDevices reports. Before the page has camera permission the browser hides
 * their names and ids (one entry with an empty id), so a nameless camera is called 'Camera 1',
 * 'Camera 2' … in list order, and an id-less one can still be chosen as whichever camera the browser
 * opens — asking for permission here would prompt the user before they chose to record a camera.
 */
export const listVideoInputs = async (): Promise<readonly CameraDevice[]> => {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  const cameras = devices.filter((device) => device.kind === "videoinput");
  const named = cameras.map((device, index) => ({
    id: device.deviceId || ANY_CAMERA_ID,
    label: device.label || `Camera ${index + 1}`,
  }));
  // Several hidden cameras all map to ANY_CAMERA_ID; a select needs unique keys.
  return named.filter((camera, index) => named.findIndex((other) => other.id === camera.id) === index);
};
