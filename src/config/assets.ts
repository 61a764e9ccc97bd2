/** Where the build publishes the examples' photos: under the hashed-assets folder hosts cache for a year. */
export const exampleImagesDir = 'assets/examples';
