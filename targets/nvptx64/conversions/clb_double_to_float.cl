// nvptx64's double -> float helpers are PTX cvt with the other floating
// conversions, in this directory's clb_float_to_float.cl: this file replaces
// the generic one with nothing.
