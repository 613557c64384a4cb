// sub_group_ballot on nvptx64: vote.sync.ballot over the active lanes (an
// inactive lane's bit is 0, as the spec says); a warp needs only .x.
#include "sub_group.h"

CLB_OVLD uint4 __clb_sub_group_ballot(int predicate) {
  return (uint4)(__nvvm_vote_ballot_sync(__clb_nvptx_active(), predicate != 0), 0, 0, 0);
}
