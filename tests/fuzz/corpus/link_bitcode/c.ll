; ModuleID = '../bc/c.bc'
source_filename = "c.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @scan(i32 addrspace(1)* nocapture noundef align 4 %0, i32 addrspace(3)* nocapture noundef align 4 %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %3
  %5 = load i32, i32 addrspace(1)* %4, align 4, !tbaa !8
  %6 = tail call spir_func i32 @_Z29work_group_scan_inclusive_addi(i32 noundef %5) #4
  %7 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %8 = getelementptr inbounds i32, i32 addrspace(3)* %1, i64 %7
  store i32 %6, i32 addrspace(3)* %8, align 4, !tbaa !8
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %9 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %10 = xor i64 %7, -1
  %11 = add i64 %9, %10
  %12 = getelementptr inbounds i32, i32 addrspace(3)* %1, i64 %11
  %13 = load i32, i32 addrspace(3)* %12, align 4, !tbaa !8
  %14 = tail call spir_func i32 @_Z20sub_group_reduce_maxi(i32 noundef %6) #4
  %15 = add nsw i32 %14, %13
  store i32 %15, i32 addrspace(1)* %4, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z29work_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z20sub_group_reduce_maxi(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 3, i32 0}
!3 = !{!"Debian clang version 15.0.6"}
!4 = !{i32 1, i32 3}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
