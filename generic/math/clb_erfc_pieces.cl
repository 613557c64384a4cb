// erfc's R in six pieces (<clb/double_erf.h>), one table for the double
// erf and erfc cores. Printed by gen/fit/erf_constants.py.
#include <clb/double_erf.h>

#if CLB_HAS_FP64
// x in [1/2, 1), [1, 3/2), [3/2, 2) (R in v = x - middle) and
// [2, 3), [3, 9/2), [9/2, 27.5] (x R in v = 1/x^2 - middle), each {middle,
// constant term hi, lo, then the coefficients of v to v^15}.
constant double __clb_erfc_pieces[6][18] = {
    /* x in [0.5, 1.0): error 7.66e-18 */
    {0x1.8000000000000p-1, 0x1.038d54ea3d834p-1, -0x1.ec28aa26fd92cp-55,
     -0x1.78cdd551ee51ap-2, 0x1.d90093ae10928p-3, -0x1.09e77d40e0239p-3,
     0x1.1192f5bd686e0p-4, -0x1.054d68295b17ep-5, 0x1.d43a7c7a8d34bp-7,
     -0x1.8c97dd4ecb656p-8, 0x1.3f8189568a0d5p-9, -0x1.ec0cf4a28a391p-11,
     0x1.6b9854fcf9488p-12, -0x1.02b17ec79e0a8p-13, 0x1.635a1b87a16a8p-15,
     -0x1.d89a2d231b780p-17, 0x1.384f04630f823p-18, -0x1.879be30dadf2cp-20},
    /* x in [1.0, 1.5): error 9.22e-18 */
    {0x1.4000000000000p+0, 0x1.78a692138767ap-2, 0x1.46eec8abf3336p-63,
     -0x1.abaacdbfa8b07p-3, 0x1.b56f45eef7e58p-4, -0x1.9b635ac624ad5p-5,
     0x1.68a25a6641eeep-6, -0x1.299636d6c5855p-7, 0x1.d1b695aac9c43p-9,
     -0x1.5b8bc94c6e6d7p-10, 0x1.f0fe6f9ae5e2fp-12, -0x1.55c07d0db16f2p-13,
     0x1.c57052782d429p-15, -0x1.22fc546264fb9p-16, 0x1.6a07b56871d10p-18,
     -0x1.b5a70d58ee0a1p-20, 0x1.06b5e7cf4e693p-21, -0x1.2d5301b773feap-23},
    /* x in [1.5, 2.0): error 1.31e-17 */
    {0x1.c000000000000p+0, 0x1.23cfc2f1dc7e0p-2, 0x1.3b0ff8b51365dp-57,
     -0x1.0c3d538446447p-3, 0x1.c8d0cef0f810dp-5, -0x1.6cb52fe48945fp-6,
     0x1.13648a11ffe68p-7, -0x1.8bf716a8eabd4p-9, 0x1.106bd5c0462a1p-10,
     -0x1.6838884abbb2ap-12, 0x1.cb4c6872af3ffp-14, -0x1.1b2912c4f7edfp-15,
     0x1.5273ffa571982p-17, -0x1.88fb3f498cd75p-19, 0x1.bc018af01735bp-21,
     -0x1.e90cff915f811p-23, 0x1.0b6c542004457p-24, -0x1.191b52b6ac18ep-26},
    /* x in [2.0, 3.0): error 1.6e-18 */
    {0x1.71c71c71c71c7p-3, 0x1.0bd1da75be162p-1, 0x1.eda26ed15b8c2p-57,
     -0x1.8064f60a8285ep-3, 0x1.5580f21e89a0ep-3, -0x1.b15e6e994a37ap-3,
     0x1.523fbc5c3b728p-2, -0x1.2f97540d84861p-1, 0x1.2ddc687ffe681p+0,
     -0x1.44dce131f64f2p+1, 0x1.748c1a896cee4p+2, -0x1.c23ad6c0835d6p+3,
     0x1.1c7643fe087a3p+5, -0x1.75472f6eade76p+6, 0x1.f3a85b11bc3bfp+7,
     -0x1.5b97ec357aac8p+9, 0x1.2ce459f986698p+11, -0x1.c15c1a84d38b5p+12},
    /* x in [3.0, 4.5): error 6.43e-19 */
    {0x1.48b0fcd6e9e06p-4, 0x1.1672d9fd2263dp-1, 0x1.d2c59cec2bb80p-56,
     -0x1.d587e73c1bf28p-3, 0x1.0924647b0ae85p-2, -0x1.c46670723395cp-2,
     0x1.ef5a91d58156ap-1, -0x1.427d0e249aafap+1, 0x1.de0f10c2cd61ap+2,
     -0x1.8862276e36164p+4, 0x1.5dec5c65e8623p+6, -0x1.4e6e07df87c6dp+8,
     0x1.530b44f96dd68p+10, -0x1.69ae952b315eep+12, 0x1.91ed0035b6916p+14,
     -0x1.d1dfbcc6fcc47p+16, 0x1.366322408a681p+19, -0x1.85e05beb97f98p+21},
    /* x in [4.5, 27.5): error 4.49e-19 */
    {0x1.9f6027c091919p-6, 0x1.1d559fb96734bp-1, 0x1.e6a386154e6cfp-55,
     -0x1.0cc4411d08016p-2, 0x1.6b39579fbf19bp-2, -0x1.885002b617673p-1,
     0x1.1d20e975b452fp+1, -0x1.00a6e6d20b99bp+3, 0x1.107d97869d5c6p+5,
     -0x1.4a8243125ae1dp+7, 0x1.bfcd95948cb7cp+9, -0x1.4d4d2d583f920p+12,
     0x1.0d376ad706a53p+15, -0x1.d310d6b9680cbp+17, 0x1.a9bda327adf11p+20,
     -0x1.9e2a25a6add34p+23, 0x1.058a3bc75b2bbp+27, -0x1.225e62ef761f6p+30},
};
#endif
