; ModuleID = '../bc/d.bc'
source_filename = "d.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @m(double addrspace(1)* noundef align 8 %0, float addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca i32, align 4
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #6
  %7 = getelementptr inbounds double, double addrspace(1)* %0, i64 %5
  %8 = load double, double addrspace(1)* %7, align 8, !tbaa !8
  %9 = add i64 %5, 1
  %10 = getelementptr inbounds double, double addrspace(1)* %0, i64 %9
  %11 = addrspacecast double addrspace(1)* %10 to double addrspace(4)*
  %12 = tail call spir_func double @_Z6sincosdPU3AS4d(double noundef %8, double addrspace(4)* noundef %11) #7
  %13 = load double, double addrspace(1)* %7, align 8, !tbaa !8
  %14 = tail call spir_func double @_Z4powndi(double noundef %13, i32 noundef 3) #5
  %15 = fadd double %12, %14
  %16 = addrspacecast i32* %4 to i32 addrspace(4)*
  %17 = call spir_func double @_Z8lgamma_rdPU3AS4i(double noundef %13, i32 addrspace(4)* noundef %16) #7
  %18 = fadd double %15, %17
  store double %18, double addrspace(1)* %7, align 8, !tbaa !8
  %19 = load i32, i32* %4, align 4, !tbaa !12
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %5
  store i32 %19, i32 addrspace(1)* %20, align 4, !tbaa !12
  %21 = getelementptr inbounds float, float addrspace(1)* %1, i64 %5
  %22 = load float, float addrspace(1)* %21, align 4, !tbaa !14
  %23 = call spir_func float @_Z5sinpif(float noundef %22) #5
  %24 = call spir_func float @_Z5atan2ff(float noundef %22, float noundef 2.000000e+00) #5
  %25 = fadd float %23, %24
  %26 = bitcast float addrspace(1)* %1 to half addrspace(1)*
  %27 = addrspacecast half addrspace(1)* %26 to half addrspace(4)*
  %28 = call spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef %5, half addrspace(4)* noundef %27) #8
  %29 = fadd float %25, %28
  store float %29, float addrspace(1)* %21, align 4, !tbaa !14
  call spir_func void @_Z15vstore_half_rtzfmPU3AS4Dh(float noundef %29, i64 noundef %5, half addrspace(4)* noundef %27) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #6
  ret void
}

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func double @_Z6sincosdPU3AS4d(double noundef, double addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func double @_Z4powndi(double noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func double @_Z8lgamma_rdPU3AS4i(double noundef, i32 addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z5sinpif(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z5atan2ff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readonly willreturn
declare dso_local spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef, half addrspace(4)* noundef) local_unnamed_addr #4

; Function Attrs: convergent
declare dso_local spir_func void @_Z15vstore_half_rtzfmPU3AS4Dh(float noundef, i64 noundef, half addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }
attributes #8 = { convergent nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 3, i32 0}
!3 = !{!"Debian clang version 15.0.6"}
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"double*", !"float*", !"int*"}
!7 = !{!"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !10, i64 0}
