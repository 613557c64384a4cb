/* The image demo's host half, shared by its two hosts (run_opencl.c on PoCL
 * through the layer, run_cuda.c on the GPU through clb-link's PTX): the
 * picture in and out as binary PPM, and the reference each pass of
 * resize_blur.cl is checked against.
 *
 * The picture, astronaut.ppm, is NASA's portrait of astronaut Eileen Collins
 * (public domain; as shipped with scikit-image's data), reduced to 256 x 256
 * by averaging 2 x 2 blocks.
 *
 * The reference is exact: with a 2x upscale the bilinear weights are 1/4 and
 * 3/4, and the blur's are sixteenths, so a pass's value scaled to codes,
 * sum(weight * code), is a multiple of 1/16 and exact in double. A device
 * result must be that value rounded to nearest even (the spec's
 * convert_uchar_sat_rte(255 * x) of write_imagef). Where the value is a tie
 * (k + 1/2), the device's float arithmetic (c / 255 for each texel, the
 * weighted sum, the scaling back by 255) lands within a few ulps on either
 * side of it, so there k or k + 1 are both right; those cases are counted. */
#ifndef CLB_DEMO_IMAGE_PIPELINE_H
#define CLB_DEMO_IMAGE_PIPELINE_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  int width, height;
  uint8_t *rgba; /* width * height texels, 4 bytes each, row after row */
} demo_image;

static demo_image demo_image_new(int width, int height) {
  demo_image im = {width, height, (uint8_t *)calloc((size_t)width * height, 4)};
  return im;
}

/* A binary PPM (P6, maxval 255) as RGBA with alpha 255; width 0 on any
 * error, with the reason printed. */
static demo_image demo_read_ppm(const char *path) {
  demo_image im = {0, 0, NULL};
  int w, h, max, c, i;
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "%s: cannot open\n", path);
    return im;
  }
  if (fscanf(f, "P6 %d %d %d", &w, &h, &max) != 3 || w <= 0 || h <= 0 || w > 16384 || h > 16384 ||
      max != 255 || (c = fgetc(f)) == EOF || !(c == ' ' || c == '\n')) {
    fprintf(stderr, "%s: not a binary PPM of 8-bit channels\n", path);
    fclose(f);
    return im;
  }
  im = demo_image_new(w, h);
  for (i = 0; i < w * h; ++i) {
    if (fread(im.rgba + 4 * (size_t)i, 1, 3, f) != 3) {
      fprintf(stderr, "%s: truncated\n", path);
      free(im.rgba);
      im.width = 0;
      break;
    }
    im.rgba[4 * (size_t)i + 3] = 255;
  }
  fclose(f);
  return im;
}

static int demo_write_ppm(const char *path, demo_image im) {
  int i, ok;
  FILE *f = fopen(path, "wb");
  if (!f)
    return 0;
  ok = fprintf(f, "P6\n%d %d\n255\n", im.width, im.height) > 0;
  for (i = 0; ok && i < im.width * im.height; ++i)
    ok = fwrite(im.rgba + 4 * (size_t)i, 1, 3, f) == 3;
  return fclose(f) == 0 && ok;
}

static const uint8_t *demo_texel(demo_image im, int x, int y) {
  x = x < 0 ? 0 : x >= im.width ? im.width - 1 : x; /* clamp to edge */
  y = y < 0 ? 0 : y >= im.height ? im.height - 1 : y;
  return im.rgba + 4 * ((size_t)y * im.width + x);
}

/* Pass 1's value of channel c at (x, y) of `out`, in codes: the spec's
 * linear filter of `src` at normalized ((x + 0.5) / W, (y + 0.5) / H). */
static double demo_upscale_value(demo_image src, demo_image out, int x, int y, int c) {
  const double u = (x + 0.5) / out.width * src.width - 0.5;
  const double v = (y + 0.5) / out.height * src.height - 0.5;
  const int i = (int)floor(u), j = (int)floor(v);
  const double a = u - i, b = v - j;
  return (1 - a) * (1 - b) * demo_texel(src, i, j)[c] + a * (1 - b) * demo_texel(src, i + 1, j)[c] +
         (1 - a) * b * demo_texel(src, i, j + 1)[c] + a * b * demo_texel(src, i + 1, j + 1)[c];
}

/* Passes 2 and 3: (1 4 6 4 1) / 16 along (dx, dy), edges repeated. */
static double demo_blur_value(demo_image src, int x, int y, int c, int dx, int dy) {
  static const double w[5] = {1, 4, 6, 4, 1};
  double sum = 0;
  int k;
  for (k = -2; k <= 2; ++k)
    sum += w[k + 2] * demo_texel(src, x + k * dx, y + k * dy)[c];
  return sum / 16;
}

typedef struct {
  long texels, ties, wrong;
} demo_check;

/* One pass's result `got` against its value from `src` (pass 0: upscale,
 * 1: blur along x, 2: along y); prints the first wrong texels. */
static demo_check demo_check_pass(int pass, demo_image src, demo_image got) {
  demo_check r = {0, 0, 0};
  int x, y, c;
  for (y = 0; y < got.height; ++y)
    for (x = 0; x < got.width; ++x, ++r.texels)
      for (c = 0; c < 4; ++c) {
        const double e = pass == 0 ? demo_upscale_value(src, got, x, y, c)
                                   : demo_blur_value(src, x, y, c, pass == 1, pass == 2);
        const double down = floor(e);
        const int have = demo_texel(got, x, y)[c];
        const int tie = e - down == 0.5;
        const int want = (int)(e - down > 0.5 || (tie && fmod(down, 2) != 0) ? down + 1 : down);
        r.ties += tie;
        if (have == want || (tie && (have == (int)down || have == (int)down + 1)))
          continue;
        if (++r.wrong <= 10)
          fprintf(stderr, "pass %d texel (%d, %d) channel %d: got %d, want %d (exact %.4f)\n", pass,
                  x, y, c, have, want, e);
      }
  return r;
}

/* Checks the three passes' results (up, across, out) from the picture;
 * prints a line each and returns the number of wrong channel values. */
static long demo_check_all(demo_image picture, demo_image up, demo_image across, demo_image out) {
  static const char *names[3] = {"upscale 2x (bilinear)", "blur along x", "blur along y"};
  const demo_image src[3] = {picture, up, across}, got[3] = {up, across, out};
  long wrong = 0;
  int p;
  for (p = 0; p < 3; ++p) {
    const demo_check r = demo_check_pass(p, src[p], got[p]);
    printf("  %-22s %d x %d: %ld wrong channel values, %ld exact ties (k + 1/2: k or k + 1)\n",
           names[p], got[p].width, got[p].height, r.wrong, r.ties);
    wrong += r.wrong;
  }
  return wrong;
}

#endif
