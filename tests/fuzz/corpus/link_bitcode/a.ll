; ModuleID = '../bc/a.bc'
source_filename = "a.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind readnone willreturn
define dso_local spir_func i32 @helper(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call spir_func i32 @_Z4haddii(i32 noundef %0, i32 noundef %0) #3
  %4 = tail call spir_func i32 @_Z5clampiii(i32 noundef %1, i32 noundef 0, i32 noundef 1048576) #3
  %5 = add nsw i32 %4, %3
  ret i32 %5
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z4haddii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly convergent mustprogress nofree norecurse nounwind willreturn writeonly
define dso_local spir_kernel void @put(i32 addrspace(1)* nocapture noundef writeonly align 4 %0) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %3 = trunc i64 %2 to i32
  %4 = tail call spir_func i32 @_Z4haddii(i32 noundef 3, i32 noundef 3) #3
  %5 = tail call spir_func i32 @_Z5clampiii(i32 noundef %3, i32 noundef 0, i32 noundef 1048576) #3
  %6 = add nsw i32 %5, %4
  %7 = sext i32 %3 to i64
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %7
  store i32 %6, i32 addrspace(1)* %8, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly convergent mustprogress nofree norecurse nounwind willreturn writeonly
define dso_local spir_kernel void @sat(i8 addrspace(1)* nocapture noundef writeonly align 1 %0) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !7 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %3 = trunc i64 %2 to i32
  %4 = tail call spir_func i32 @_Z4haddii(i32 noundef 2, i32 noundef 2) #3
  %5 = tail call spir_func i32 @_Z5clampiii(i32 noundef %3, i32 noundef 0, i32 noundef 1048576) #3
  %6 = add nsw i32 %5, %4
  %7 = mul nsw i32 %6, 9
  %8 = add nsw i32 %7, -64
  %9 = tail call spir_func zeroext i8 @_Z17convert_uchar_sati(i32 noundef %8) #3
  %10 = sext i32 %3 to i64
  %11 = getelementptr inbounds i8, i8 addrspace(1)* %0, i64 %10
  store i8 %9, i8 addrspace(1)* %11, align 1, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func zeroext i8 @_Z17convert_uchar_sati(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { argmemonly convergent mustprogress nofree norecurse nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 3, i32 0}
!3 = !{!"Debian clang version 15.0.6"}
!4 = !{i32 1}
!5 = !{!"none"}
!6 = !{!"int*"}
!7 = !{!""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!"uchar*"}
!13 = !{!10, !10, i64 0}
